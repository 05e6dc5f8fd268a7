import { statusPacketResponse } from '@/lib/server/puppy-packet';

export const dynamic = 'force-dynamic';

/** The go-home packet PDF from a family's status link, for the puppy it picked (docs/puppy-record.md); 404 otherwise. */
export async function GET(_req: Request, ctx: { params: Promise<{ token: string; puppyId: string }> }) {
  const { token, puppyId } = await ctx.params;
  return statusPacketResponse(token, puppyId);
}
