import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx) {
  return NextAuth(req as never, { params: await ctx.params } as never, authOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
