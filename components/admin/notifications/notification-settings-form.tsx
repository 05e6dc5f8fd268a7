'use client';

import { OWNER_NOTICE_KINDS, OWNER_NOTICE_LABELS, SUGGESTED_TIME_ZONES, type OwnerPreferences } from '@/lib/domain/notifications';
import { Field } from '../field';
import form from '../admin-form.module.css';
import { PostedMessage, PostedSubmit } from '../submit-button';
import { usePostedForm } from '../use-form-action';
import { saveNotificationSettingsAction, type NotificationSettingsState } from './actions';

const IDLE: NotificationSettingsState = { status: 'idle' };

/**
 * How each kind of notice reaches the owner, and the breeder's time zone (docs/notifications.md).
 * A plain form with a server action: it posts before the page's script runs too.
 */
export function NotificationSettingsForm({ preferences }: { preferences: OwnerPreferences }) {
  const { state, action, pending, formRef } = usePostedForm(saveNotificationSettingsAction, IDLE);
  const e = state.fieldErrors ?? {};
  return (
    <form ref={formRef} action={action} className={form.form} aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className={form.full}>
        Notifications and time zone
      </h2>
      <p className={form.full}>
        Each of these is emailed to the notification addresses above, at once or gathered in one summary each morning after 7 am.
      </p>
      <fieldset disabled={pending} className={form.fieldset}>
        <legend className="visually-hidden">Notifications and time zone</legend>
        {OWNER_NOTICE_KINDS.map((k) => (
          <Field key={k} label={OWNER_NOTICE_LABELS[k]} name={`mode-${k}`} error={e[`mode-${k}`]}>
            {(p) => (
              <select {...p} className="input" defaultValue={preferences.modes[k]}>
                <option value="now">At once</option>
                <option value="digest">In the daily digest</option>
              </select>
            )}
          </Field>
        ))}
        <Field label="Time zone" name="timeZone" error={e.timeZone} hint="Every date on the site and in the admin is shown in this zone, and date fields start from today in it.">
          {(p) => (
            <>
              <input {...p} className="input" list="time-zone-choices" defaultValue={preferences.timeZone} autoComplete="off" spellCheck={false} required maxLength={64} />
              <datalist id="time-zone-choices">
                {SUGGESTED_TIME_ZONES.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <PostedSubmit pending={pending}>Save notification settings</PostedSubmit>
      </fieldset>
      <PostedMessage state={state} />
    </form>
  );
}
