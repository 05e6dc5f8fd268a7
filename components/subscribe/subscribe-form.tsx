import { SUBSCRIBE_TEXTS } from '@/lib/domain/subscribe-texts';
import { subscribeAction } from './actions';
import styles from './subscribe.module.css';

/**
 * The litter announcement sign-up: a server-action form (it ships no JavaScript of its own and
 * works before the page's script runs, or without it); the answer is the /subscribe page.
 */
export function SubscribeForm({ id = 'subscribe', error, typed }: { id?: string; error?: string; /** What a refused sign-up typed. */ typed?: string }) {
  return (
    <section className={styles.box} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{SUBSCRIBE_TEXTS.heading}</h2>
      <p>{SUBSCRIBE_TEXTS.lead}</p>
      <form action={subscribeAction} noValidate>
        <div className={styles.row}>
          <div className={`field ${styles.field}`}>
            <label htmlFor={`${id}-email`}>{SUBSCRIBE_TEXTS.emailLabel}</label>
            <input
              id={`${id}-email`}
              className="input"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={typed}
              autoFocus={error ? true : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            {SUBSCRIBE_TEXTS.submit}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
        {/* The honeypot: hidden from people and screen readers; bots fill every field. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </form>
    </section>
  );
}
