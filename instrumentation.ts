/**
 * Runs once when a Next.js server starts (`next start`, `next dev`): a missing or malformed
 * variable stops the start with one message naming it, instead of failing on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
