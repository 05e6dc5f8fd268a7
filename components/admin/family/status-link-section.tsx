import type { Application } from '@/lib/domain/application';
import { MESSAGES } from '@/lib/domain/messages';
import hub from '../applications/applications.module.css';
import { StatusLinkControls } from './status-link-controls';

/** The family hub's Status link section (docs/family-journey.md): make/replace the private link, or revoke it. */
export function StatusLinkSection({ application }: { application: Application }) {
  const active = application.statusTokenHash !== null;
  return (
    <section className={hub.section} aria-labelledby="app-status-link">
      <h2 id="app-status-link">{MESSAGES.familyAdmin.linkHeading}</h2>
      <StatusLinkControls id={application.id} name={application.contact.name} active={active} />
    </section>
  );
}
