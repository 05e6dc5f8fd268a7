import { Modal } from '@/components/ui/modal';
import type { StudDetails } from '@/lib/domain/stud';
import { StudMoreInfo } from './stud-more-info';

/** The More Info dialog (loaded with the signed-in cards, not with the page). */
export function StudDetailsModal({ open, onClose, phone }: { open: StudDetails | null; onClose: () => void; phone: string }) {
  return (
    <Modal open={open !== null} onClose={onClose} title={open?.name ?? 'Stud details'}>
      {open && <StudMoreInfo stud={open} phone={phone} />}
    </Modal>
  );
}
