/** What every server action returns to its form (STYLE.md "Mutations and forms"). */
export type FormState<F extends string = string> = {
  status: 'idle' | 'ok' | 'invalid' | 'error';
  message?: string;
  fieldErrors?: Partial<Record<F, string>>;
};

export const IDLE: FormState = { status: 'idle' };

/**
 * What a row action of an admin table returns (docs/scale.md): on success, the record as stored after
 * the change, so the table updates that one row instead of reading the page again.
 */
export type RowState<T> = FormState & { row?: T };

/** The first message per field of a zod error, for showing beside the inputs. */
export function fieldErrorsOf<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as F;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
