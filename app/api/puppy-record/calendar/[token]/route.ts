import { calendarFeedResponse } from '@/lib/server/puppy-record';

export const dynamic = 'force-dynamic';

/** The owner's iCalendar feed of due treatments at its secret, revocable address (docs/puppy-record.md). */
export async function GET(_req: Request, ctx: { params: Promise<{ token: string }> }) {
  const { token } = await ctx.params;
  return calendarFeedResponse(token);
}
