import { sessionPacketResponse } from '@/lib/server/puppy-packet';

export const dynamic = 'force-dynamic';

/** The go-home packet PDF for the owner or the family that picked the puppy (docs/puppy-record.md); 404 for anyone else. */
export async function GET(_req: Request, ctx: { params: Promise<{ puppyId: string }> }) {
  const { puppyId } = await ctx.params;
  return sessionPacketResponse(puppyId);
}
