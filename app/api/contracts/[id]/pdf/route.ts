import { sessionContractPdfResponse } from '@/lib/server/contracts';

export const dynamic = 'force-dynamic';

/** The contract PDF for the owner, or the verified account whose contract it is (docs/contracts.md); 404 otherwise. */
export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  return sessionContractPdfResponse(id);
}
