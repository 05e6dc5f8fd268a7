import { statusContractPdfResponse } from '@/lib/server/contracts';

export const dynamic = 'force-dynamic';

/** The contract PDF from a family's status link, for its own contract (docs/contracts.md); 404 otherwise. */
export async function GET(_req: Request, ctx: { params: Promise<{ token: string; contractId: string }> }) {
  const { token, contractId } = await ctx.params;
  return statusContractPdfResponse(token, contractId);
}
