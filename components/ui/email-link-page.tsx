import type { ReactNode } from 'react';

/**
 * The pages an e-mailed link opens (confirm an address, confirm a subscription, unsubscribe): the
 * link itself changes nothing (a mail scanner may open it), the button posts to the route that
 * acts. Plain HTML forms, so they work without JavaScript.
 */
export function ConfirmByButton({ title, lead, action, button }: { title: string; lead: string; action: string; button: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <form method="post" action={action}>
        <button type="submit" className="btn btn-primary">
          {button}
        </button>
      </form>
    </>
  );
}

/** Such a page's answer: a status (done) or an alert (a bad link), with an optional way on. */
export function LinkOutcome({ role, title, text, className, children }: { role: 'status' | 'alert'; title: string; text: string; className?: string; children?: ReactNode }) {
  return (
    <div className={className} role={role}>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      {children}
    </div>
  );
}
