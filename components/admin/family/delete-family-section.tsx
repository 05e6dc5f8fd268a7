import type { Application } from '@/lib/domain/application';
import { MESSAGES } from '@/lib/domain/messages';
import hub from '../applications/applications.module.css';
import { DeleteFamilyButton } from './delete-family-button';

/** The family hub's "Delete family" (docs/family-journey.md): what goes, then the button (a confirmation naming the family). */
export function DeleteFamilySection({ application }: { application: Application }) {
  return (
    <section className={hub.section} aria-labelledby="app-delete-family">
      <h2 id="app-delete-family">{MESSAGES.familyAdmin.deleteHeading}</h2>
      <p className={hub.muted}>{MESSAGES.familyAdmin.deleteExplain}</p>
      <DeleteFamilyButton id={application.id} name={application.contact.name} />
    </section>
  );
}
