'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useActionState, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, decideContact, EMPTY_CONTACT_DRAFT, type ContactDraft } from '@/lib/domain/contact';
import type { MESSAGES } from '@/lib/domain/messages';
import { TIMINGS } from '@/lib/domain/site';
import styles from './contact-form.module.css';
import { sendContactAction, type ContactState } from './actions';
import { ContactTooSoon, loadEmailJs, sendContact } from './send-contact';

const IDLE: ContactState = { status: 'idle' };

type Status = 'idle' | 'sending' | 'sent';

type Props = {
  /** settings/basicInfo.notificationEmails from the page's (cached) read; empty when not loaded. */
  recipients: string[];
  /** Id of the heading that names the form. */
  labelledBy: string;
  tone?: 'light' | 'dark';
  /** /contact only: start with the text of `?message=` (the Inquire and Join Waitlist links). */
  prefillFromQuery?: boolean;
  /**
   * MESSAGES.contact, handed over by the server component that renders the form: importing the
   * catalogue here put all of it into every page's JavaScript (the footer has this form).
   */
  texts: (typeof MESSAGES)['contact'];
};

/**
 * The contact form of the footer ("Let's Connect") and of /contact (docs/product.md §4, §5, §7):
 * idle → sending → sent (3.5 s) → idle, or back to idle with the alert on failure.
 * The EmailJS SDK is loaded only when the visitor starts using the form.
 */
export function ContactForm({ recipients, labelledBy, tone = 'light', prefillFromQuery = false, texts }: Props) {
  const id = useId();
  // The server's answer when the browser posted the form itself (before hydration, or no script).
  // Posted so, the form goes to this page's address with the form's heading as the fragment (React's
  // permalink), so the answer opens at the form, not at the top of the page, screens away from it.
  const pathname = usePathname() ?? '/';
  const [served, formAction] = useActionState(sendContactAction, IDLE, `${pathname}#${labelledBy}`);
  const [status, setStatus] = useState<Status>(served.status === 'sent' ? 'sent' : 'idle');
  const [alert, setAlert] = useState(served.message ?? '');
  const [emailError, setEmailError] = useState(Boolean(served.invalidEmail));
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const wasSending = useRef(false);

  useEffect(() => () => clearTimeout(sentTimer.current), []);

  // A message the server sent: the thank-you shows for 3.5 s once the page runs, as after a send here.
  useEffect(() => {
    if (served.status === 'sent') sentTimer.current = setTimeout(() => setStatus('idle'), TIMINGS.contactSent);
  }, [served]);

  // The button is disabled while sending, which drops the focus of whoever pressed it; give it back.
  useEffect(() => {
    if (status === 'sending') {
      wasSending.current = true;
    } else if (wasSending.current) {
      wasSending.current = false;
      if (!document.activeElement || document.activeElement === document.body) buttonRef.current?.focus();
    }
  }, [status]);

  // The inputs are the form's own (not React state), so text typed before the page's script ran is
  // what gets sent; the prefill only fills an empty message.
  const prefill = useCallback((message: string) => {
    if (messageRef.current && !messageRef.current.value) messageRef.current.value = message;
  }, []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    // With the script running, the message goes through the EmailJS SDK (docs/contact.md), not the
    // server action the form posts to without it.
    e.preventDefault();
    // Sending, or the 3.5 s of "Message Sent": the button does nothing.
    if (status !== 'idle') return;
    setAlert('');
    const form = e.currentTarget;
    const data = new FormData(form);
    const draft: ContactDraft = { ...EMPTY_CONTACT_DRAFT };
    for (const key of Object.keys(draft) as (keyof ContactDraft)[]) {
      const v = data.get(key);
      draft[key] = typeof v === 'string' ? v : '';
    }
    const decision = decideContact(draft, recipients);
    if (decision.kind === 'ignore') return;
    if (decision.kind === 'no-recipients') {
      setAlert(texts.recipientsMissing);
      return;
    }
    if (decision.kind === 'invalid-email') {
      setEmailError(true);
      emailRef.current?.focus();
      return;
    }

    clearTimeout(sentTimer.current);
    setStatus('sending');
    try {
      await sendContact(decision.params);
      form.reset();
      setStatus('sent');
      sentTimer.current = setTimeout(() => setStatus('idle'), TIMINGS.contactSent);
    } catch (err) {
      // EmailJS rejects with { status, text } (or the throttle's own status); the visitor gets the catalogue text.
      setStatus('idle');
      if (err instanceof ContactTooSoon) {
        setAlert(texts.tooSoon);
        return;
      }
      console.error('[contact] send failed', err);
      setAlert(texts.sendError);
    }
  }

  const field = (name: keyof ContactDraft | 'email-error') => `${id}-${name}`;
  const sending = status === 'sending';

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${tone === 'dark' ? styles.dark : ''}`}
      aria-labelledby={labelledBy}
      noValidate
      // Posted by the browser itself (method POST, never a GET with the message in the address)
      // until the script runs; then `submit` takes over.
      action={formAction}
      onSubmit={(e) => void submit(e)}
      // Fetch the SDK while the visitor types, so sending does not wait for it.
      onFocus={() => void loadEmailJs().catch(() => {})}
    >
      <fieldset className={styles.fields} disabled={sending}>
        <div className={`field ${styles.half}`}>
          <label htmlFor={field('name')}>
            Name <Req />
          </label>
          <input
            id={field('name')}
            name="name"
            className="input"
            autoComplete="name"
            aria-required="true"
            maxLength={CONTACT_LIMITS.name}
            defaultValue={served.values?.name ?? ''}
          />
        </div>
        <div className={`field ${styles.half}`}>
          <label htmlFor={field('email')}>
            Email <Req />
          </label>
          <input
            ref={emailRef}
            id={field('email')}
            name="email"
            type="email"
            className="input"
            autoComplete="email"
            aria-required="true"
            aria-invalid={emailError || undefined}
            aria-describedby={emailError ? field('email-error') : undefined}
            maxLength={CONTACT_LIMITS.email}
            defaultValue={served.values?.email ?? ''}
            onChange={() => setEmailError(false)}
          />
          {emailError && (
            <p id={field('email-error')} className={styles.fieldError}>
              {texts.invalidEmail}
            </p>
          )}
        </div>
        <div className={`field ${styles.full}`}>
          <label htmlFor={field('phone')}>
            Phone <span className={styles.optional}>(optional)</span>
          </label>
          <input
            id={field('phone')}
            name="phone"
            type="tel"
            className="input"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            defaultValue={served.values?.phone ?? ''}
          />
        </div>
        <div className={`field ${styles.full}`}>
          <label htmlFor={field('message')}>
            Message <Req />
          </label>
          <textarea
            ref={messageRef}
            id={field('message')}
            name="message"
            className="input"
            rows={5}
            aria-required="true"
            maxLength={CONTACT_LIMITS.message}
            defaultValue={served.values?.message ?? ''}
          />
        </div>
        {/* The honeypot: people never see or reach it; a bot that fills it is ignored. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={field('website')}>Website</label>
          <input
            id={field('website')}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
      </fieldset>

      <div className={styles.actions}>
        <button
          ref={buttonRef}
          type="submit"
          className="btn btn-primary"
          disabled={sending}
          aria-disabled={status === 'sent' || undefined}
        >
          {status === 'sending' ? texts.sending : status === 'sent' ? texts.sent : texts.send}
        </button>
        <p role="status" className={styles.thanks}>
          {status === 'sent' ? texts.thanks : ''}
        </p>
      </div>
      {alert && (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      {/* Last, never first: the form's server action puts hidden inputs at its start, and React
          cannot hydrate a Suspense boundary that follows them there (a hydration error that
          re-renders the page and empties what was typed). */}
      {prefillFromQuery && (
        <Suspense fallback={null}>
          <QueryPrefill onMessage={prefill} />
        </Suspense>
      )}
    </form>
  );
}

function Req() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

/** Reads `?message=` after hydration; kept in its own Suspense boundary so the form itself is static HTML. */
function QueryPrefill({ onMessage }: { onMessage: (message: string) => void }) {
  const message = useSearchParams().get('message');
  useEffect(() => {
    if (message) onMessage(message.slice(0, CONTACT_LIMITS.message));
  }, [message, onMessage]);
  return null;
}
