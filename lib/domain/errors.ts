type AppErrorCode = 'not_found' | 'forbidden' | 'unauthorized' | 'invalid_input' | 'unavailable' | 'conflict';

/**
 * A brand shared by every copy of this module: Next bundles server code in more than one layer,
 * so the backend singleton may throw an AppError from another copy of this class and
 * `instanceof` alone would miss it.
 */
const BRAND = Symbol.for('breeder.AppError');

/** The one error type that data functions throw; actions and handlers map it to catalogue messages. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly [BRAND] = true;
  constructor(code: AppErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? code, options);
    this.name = 'AppError';
    this.code = code;
  }
}

export function isAppError(e: unknown, code?: AppErrorCode): e is AppError {
  const branded = e instanceof AppError || (typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true);
  return branded && (code === undefined || (e as AppError).code === code);
}

type Parser<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } };

/** `value` as `schema` reads it, or an invalid_input AppError with the schema's first message. */
export function parseInput<T>(schema: Parser<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('invalid_input', parsed.error.issues[0]?.message ?? `Bad ${what}.`);
  return parsed.data;
}
