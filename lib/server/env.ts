import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration, parsed once with zod. Nothing is required for the embedded default;
 * a malformed value stops the start with one message naming the variable.
 */
const schema = z.object({
  BACKEND: z.enum(['local', 'firebase']).default('local'),
  DATA_DIR: z.string().min(1).default('.data'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  NEXT_PUBLIC_SITE_URL: z.url().optional(),
  NEXT_PUBLIC_MAP_EMBED_URL: z.url().optional(),
  NEXTAUTH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type ServerEnv = z.infer<typeof schema> & { dataDir: string };

let cached: ServerEnv | null = null;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const source = Object.fromEntries(
    Object.keys(schema.shape).map((k) => [k, process.env[k] === '' ? undefined : process.env[k]]),
  );
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Configuration error: ${String(issue.path[0])} ${issue.message}. See .env.example.`);
  }
  cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  return cached;
}
