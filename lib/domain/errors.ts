export type AppErrorCode = 'not_found' | 'forbidden' | 'unauthorized' | 'invalid_input' | 'unavailable' | 'conflict';

/** The one error type that data functions throw; actions and handlers map it to catalogue messages. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? code, options);
    this.name = 'AppError';
    this.code = code;
  }
}

export function isAppError(e: unknown, code?: AppErrorCode): e is AppError {
  return e instanceof AppError && (code === undefined || e.code === code);
}
