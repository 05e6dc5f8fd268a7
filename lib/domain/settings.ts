import { z } from 'zod';
import { SIMPLE_EMAIL } from './email';
import { singleLine } from './fields';
import { DEFAULT_HERO_IMAGE } from './site';

export type BasicInfo = {
  address: string;
  phone: string;
  email: string;
  facebook: string;
  notificationEmails: string[];
  updatedAt: string | null;
};

export type HeroImage = { url: string; updatedAt: string | null };

// Re-exported: existing callers import the pattern from here.
export { SIMPLE_EMAIL, isSimpleEmail } from './email';

export const basicInfoInputSchema = z.object({
  address: singleLine(300).default(''),
  phone: singleLine(40).default(''),
  email: z.union([z.literal(''), z.string().trim().max(254).regex(SIMPLE_EMAIL, 'Invalid email')]).default(''),
  facebook: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Use a full link starting with https://' })]).default(''),
  notificationEmails: z.array(z.string().trim().max(254).regex(SIMPLE_EMAIL, 'Invalid email')).max(20).default([]),
});
export type BasicInfoInput = z.infer<typeof basicInfoInputSchema>;

/** Basic Info as both backends store it: the Facebook link also under `social` (docs/product.md §3). */
export function basicInfoDocument(i: BasicInfoInput) {
  return { address: i.address, phone: i.phone, email: i.email, facebook: i.facebook, social: { facebook: i.facebook }, notificationEmails: [...i.notificationEmails] };
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** Reads the stored document; `social.facebook` wins over the flat `facebook` copy (docs/product.md §3). */
export function toBasicInfo(raw: Record<string, unknown>): BasicInfo {
  const social = raw.social && typeof raw.social === 'object' ? (raw.social as Record<string, unknown>) : {};
  const emails = Array.isArray(raw.notificationEmails)
    ? raw.notificationEmails.filter((e): e is string => typeof e === 'string' && e.trim() !== '').map((e) => e.trim())
    : [];
  return {
    address: str(raw.address),
    phone: str(raw.phone),
    email: str(raw.email),
    facebook: str(social.facebook) || str(raw.facebook),
    notificationEmails: emails,
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null,
  };
}

/**
 * How long handled contact messages are kept (Admin › Messages), chosen by the owner and stored in
 * settings/messageRetention. `handledDays` null: until the owner deletes them (the default).
 */
export type MessageRetention = { handledDays: number | null; updatedAt: string | null };

/** The choices the Messages tab offers, in days (null: keep until deleted). */
export const RETENTION_CHOICES = [null, 7, 30, 90, 180, 365] as const;

/** What the Messages tab saves: days to keep handled messages (one of RETENTION_CHOICES), or null. */
export type MessageRetentionInput = { handledDays: number | null };

export function toMessageRetention(raw: Record<string, unknown> | null): MessageRetention {
  const days = raw?.handledDays;
  const ok = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 3650;
  return { handledDays: ok ? days : null, updatedAt: typeof raw?.updatedAt === 'string' ? raw.updatedAt : null };
}

export function toHeroImage(raw: Record<string, unknown> | null): HeroImage {
  const url = raw && typeof raw.url === 'string' && raw.url ? raw.url : DEFAULT_HERO_IMAGE;
  const at = raw ? (raw.updatedAt ?? raw.restoredAt) : null;
  return { url, updatedAt: typeof at === 'string' ? at : null };
}
