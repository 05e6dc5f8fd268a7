/**
 * Owner's command line: `npm run admin -- promote <email>` / `demote <email>` / `list`.
 * Uses the same backend as the site (BACKEND, DATA_DIR from the environment or .env.local).
 */
import { getBackend } from '@/lib/backend';
import { emailField } from '@/lib/domain/auth';

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail] = argv;
  if (command !== 'promote' && command !== 'demote') {
    console.error('Usage: npm run admin -- promote <email>\n       npm run admin -- demote <email>');
    return 2;
  }
  const email = emailField.safeParse(rawEmail ?? '');
  if (!email.success) {
    console.error(`Not an e-mail address: ${JSON.stringify(rawEmail ?? '')}`);
    return 2;
  }
  const backend = await getBackend();
  const user = await backend.users.getByEmail({ email: email.data });
  if (!user) {
    console.error(`No account with the e-mail ${email.data}. The person must register first.`);
    return 1;
  }
  const role = command === 'promote' ? 'admin' : 'user';
  await backend.users.setRole({ id: user.id, role });
  console.log(`${email.data} is now ${role === 'admin' ? 'an admin' : 'a regular user'} (takes effect within a minute).`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
