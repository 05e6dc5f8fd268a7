import 'server-only';
import type { MediaOwner } from '@/lib/domain/media-set';
import { adminPageRead } from '@/lib/server/admin-page';
import { ownerRecord } from '@/lib/server/media-sets';
import { MediaSetEditorClient } from './media-set-editor-client';

type Props = { owner: MediaOwner; heading?: string };

/**
 * The admin editor of an owner's photos and videos (docs/media-sets.md). Use it on /admin pages
 * only: the admin layout checks the role, and every write goes through the role-checked upload
 * route and actions. Reads the set uncached (the owner sees what is stored).
 */
export async function MediaSetEditor({ owner, heading = 'Photos and videos' }: Props) {
  const { set, record } = await adminPageRead(async (backend) => {
    const [set, record] = await Promise.all([backend.mediaSets.get({ owner }), ownerRecord(backend, owner)]);
    return { set, record };
  });
  if (!record) return null;
  return (
    <MediaSetEditorClient
      key={`${owner.kind}:${owner.id}`}
      owner={owner}
      ownerName={record.name}
      heading={heading}
      initialItems={set.items}
    />
  );
}
