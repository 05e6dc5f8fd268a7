import { vi } from 'vitest';

/**
 * Unit tests call server actions and route handlers directly, outside a Next request.
 * `next/headers` answers from `testRequest` (set a cookie with `signInAs` from test/auth.ts), and
 * `next/cache` records revalidations instead of needing Next's cache.
 */
export const testRequest: { cookies: Map<string, string>; headers: Record<string, string> } = {
  cookies: new Map(),
  headers: {},
};
export const revalidated: string[] = [];

/**
 * Each file starts from the environment its worker started with. In the `unit` project's VM contexts
 * (vitest.config.ts) one worker process runs file after file and they share its `process`, so what a
 * file wrote to `process.env` (a data folder, a payment provider's address) would reach the next.
 * Vitest's own `VITEST_*` entries are its per-file bookkeeping and stay as it set them.
 */
const workerEnv = ((process as { testWorkerEnv?: NodeJS.ProcessEnv }).testWorkerEnv ??= { ...process.env });
for (const key of Object.keys(process.env)) if (!(key in workerEnv) && !key.startsWith('VITEST')) delete process.env[key];
for (const [key, value] of Object.entries(workerEnv)) if (!key.startsWith('VITEST') && value !== undefined) process.env[key] = value;

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (testRequest.cookies.has(name) ? { name, value: testRequest.cookies.get(name)! } : undefined),
    getAll: () => [...testRequest.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => testRequest.cookies.has(name),
    // A server action that signs in (components/auth/form-actions.ts) sets the session cookie.
    set: (name: string, value: string) => void testRequest.cookies.set(name, value),
    delete: (name: string | { name: string }) => void testRequest.cookies.delete(typeof name === 'string' ? name : name.name),
  }),
  headers: async () =>
    new Headers({
      ...testRequest.headers,
      ...(testRequest.cookies.size ? { cookie: [...testRequest.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    }),
}));

// No server answers these tests: uploads do not ask one for their image sizes (lib/server/image-warm.ts
// has its own test against a stand-in server).
process.env.IMAGE_WARM ??= 'off';

// `after` (lib/server/public-pages.ts) runs its task at once: tests see its revalidations when the action resolves.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: Promise<unknown> | (() => unknown)) => void (typeof task === 'function' ? task() : task),
}));

vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void revalidated.push(`tag:${tag}`),
  revalidatePath: (path: string) => void revalidated.push(`path:${path}`),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}));
