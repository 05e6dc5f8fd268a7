import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

/**
 * Invalidates the public pages' cached reads for a row toggle of an admin table (docs/scale.md) without
 * re-rendering the admin page. `revalidateTag` inside a server action makes Next render the
 * current page again into the action's response (`pathWasRevalidated`), and the admin page reads
 * a whole page of records and its counts: a toggle would cost about thirty reads instead of two.
 * Scheduled with `after`, the invalidation runs once the response is sent (Next applies it through
 * the shared cache handler as any other: this process at once, the others within TAG_MEMO_MS), and
 * the admin table updates the toggled row from the record the action returns.
 *
 * Forms that create, edit or delete keep calling `revalidateTag` directly: they change which rows
 * a page holds, so the page is rendered again anyway.
 */
export function invalidatePublicAfterResponse(...tags: string[]): void {
  after(() => {
    for (const tag of tags) revalidateTag(tag);
  });
}
