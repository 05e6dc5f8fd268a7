import path from 'node:path';
import { z } from 'zod';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { serverPagingThreshold } from '@/lib/domain/listing';

/**
 * Server configuration, parsed once with zod: the one place a server module reads a setting
 * (lib/config/site-origin.ts derives the public origin from the same variables; the NEXT_PUBLIC_*
 * values the browser needs are inlined by Next at build time where client code spells them out).
 * Nothing is required for the embedded default; BACKEND=firebase requires NEXTAUTH_SECRET and the
 * web app config (the adapter's own variables are parsed by lib/config/firebase.ts with the
 * same project-id rule). A missing or malformed value stops the start (instrumentation.ts) with one
 * message naming the variable.
 */

/** A Firebase project id (6 to 30 lowercase letters, digits and dashes, starting with a letter): one rule everywhere. */
export const FIREBASE_PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * An optional setting read by `read`, the rule the code that uses it shares (some of it runs
 * outside the app bundle); a value `read` throws on is refused with `message`.
 */
function readBy<T>(read: (raw: string | undefined) => T, message: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      try {
        return read(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    });
}

const schema = z.object({
  BACKEND: z.enum(['local', 'firebase']).default('local'),
  DATA_DIR: z.string().min(1).default('.data'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  NEXT_PUBLIC_SITE_URL: z.url().optional(),
  // Stand-ins for the public origin when NEXT_PUBLIC_SITE_URL is unset (lib/config/site-origin.ts).
  SITE_URL: z.url().optional(),
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(1, 'must be a port number').max(65535, 'must be a port number').optional(),
  NEXT_PUBLIC_MAP_EMBED_URL: z.url().optional(),
  NEXTAUTH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Firebase mode (BACKEND=firebase): the web app config the account pages give the browser.
  NEXT_PUBLIC_FIREBASE_API_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().regex(/^[\w.-]+$/, 'must be a host name, e.g. my-project.firebaseapp.com').optional(),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.string().regex(FIREBASE_PROJECT_ID, 'must be a Firebase project id').optional(),
  NEXT_PUBLIC_FIREBASE_APP_ID: z.string().min(1).optional(),
  // The browser's view of the Auth emulator (tests and local development only).
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099').optional(),
  // Firebase App Hosting provides the web app config as JSON here; it stands in for the NEXT_PUBLIC_ values.
  FIREBASE_WEBAPP_CONFIG: z.string().optional(),
  // Reverse proxies in front of the server whose X-Forwarded-For entries are believed (0: none,
  // the client is the socket's peer). See lib/auth/client-ip.ts.
  TRUSTED_PROXY_HOPS: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(10, 'must be 10 or less').default(0),
  // Google sign-in (next-auth), offered only when both are set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // How long a cached read is trusted (seconds): the rule lives beside the cache handler, which
  // runs outside the app bundle (lib/cache/constants.ts); checked here with everything else.
  // Past this many public entries /puppies pages on the server (lib/domain/listing.ts, docs/scale.md).
  LISTING_SERVER_PAGING_THRESHOLD: readBy((raw) => serverPagingThreshold({ LISTING_SERVER_PAGING_THRESHOLD: raw }), 'must be a whole number of entries (0 or more)'),
  // Server-side mail (lib/mail): 'none' keeps mail in the outbox (Admin › Outbox) as the record;
  // 'smtp' sends through SMTP_URL from MAIL_FROM; 'emailjs' through EmailJS's REST API with server keys.
  MAIL_TRANSPORT: z.enum(['none', 'smtp', 'emailjs']).default('none'),
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  EMAILJS_SERVICE_ID: z.string().min(1).optional(),
  EMAILJS_TEMPLATE_ID: z.string().min(1).optional(),
  EMAILJS_PUBLIC_KEY: z.string().min(1).optional(),
  EMAILJS_PRIVATE_KEY: z.string().min(1).optional(),
  EMAILJS_API_URL: z.url().default('https://api.emailjs.com/api/v1.0/email/send'),
  // Online payments through the breeder's own Stripe account (docs/payments.md): both keys, or neither.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, 'must be the webhook endpoint\'s signing secret (whsec_…)').optional(),
  // Another Stripe API origin: tests only (a local server standing in for api.stripe.com).
  STRIPE_API_URL: z.url().optional(),
  // Off-site backups (scripts/offsite.mjs, docs/operations.md): the script reads the rest of its
  // settings itself; the server only needs to know whether they are set up, for the Dashboard.
  BACKUP_S3_BUCKET: z.string().optional(),
  // After an upload, the server asks its own image optimizer for the sizes the pages show, so a
  // visitor's first view is a cache hit (lib/server/image-warm.ts, docs/images.md). 'off' skips it;
  // IMAGE_WARM_ORIGIN is where this server answers when not http://127.0.0.1:$PORT.
  IMAGE_WARM: z.enum(['on', 'off']).default('on'),
  IMAGE_WARM_ORIGIN: z.url().optional(),
  CACHE_MAX_AGE_SECONDS: readBy((raw) => cacheMaxAgeSeconds({ CACHE_MAX_AGE_SECONDS: raw }), 'must be a whole number of seconds from 1 to 86400'),
});

/** What Firebase mode needs besides the adapter's own settings (lib/config/firebase.ts). */
const firebaseModeSchema = schema.superRefine((env, ctx) => {
  const mailRequired = (key: keyof typeof env) => {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when MAIL_TRANSPORT=${env.MAIL_TRANSPORT}` });
  };
  if (env.MAIL_TRANSPORT === 'smtp') (['SMTP_URL', 'MAIL_FROM'] as const).forEach(mailRequired);
  if (env.MAIL_TRANSPORT === 'emailjs') (['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY'] as const).forEach(mailRequired);
  if (!!env.STRIPE_SECRET_KEY !== !!env.STRIPE_WEBHOOK_SECRET) {
    const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other Stripe key (set both for online payments, or neither)' });
  }
  if (env.BACKEND !== 'firebase') return;
  const required = (key: keyof typeof env, ok: boolean) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when BACKEND=firebase' });
  };
  // Sessions must survive restarts and be shared by every instance: no secret made on disk here.
  required('NEXTAUTH_SECRET', !!env.NEXTAUTH_SECRET);
  required('NEXT_PUBLIC_FIREBASE_API_KEY', !!(env.NEXT_PUBLIC_FIREBASE_API_KEY || env.FIREBASE_WEBAPP_CONFIG));
  required('NEXT_PUBLIC_FIREBASE_PROJECT_ID', !!(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || env.FIREBASE_WEBAPP_CONFIG));
});

type ServerEnv = z.infer<typeof schema> & { dataDir: string };

let cached: ServerEnv | null = null;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const source = Object.fromEntries(
    Object.keys(schema.shape).map((k) => [k, process.env[k] === '' ? undefined : process.env[k]]),
  );
  const parsed = firebaseModeSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Configuration error: ${String(issue.path[0])} ${issue.message}. See .env.example.`);
  }
  cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  return cached;
}
