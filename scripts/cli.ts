/**
 * What the site's commands (`npm run export`, `import`, `seed`) share: the backend opened as the site
 * opens it (BACKEND and its settings; no demo seed on open) and always closed, and one way to end:
 * the command's exit code, or an error's message alone (exit 1), never a stack trace.
 */
import { openBackend } from '@/lib/backend';

type CommandBackend = Awaited<ReturnType<typeof openBackend>>;

export async function withBackend<T>(run: (backend: CommandBackend) => Promise<T>): Promise<T> {
  const backend = await openBackend({ seed: false });
  try {
    return await run(backend);
  } finally {
    await backend.close();
  }
}

export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
