/**
 * Owner's command line: `npm run admin -- promote <email>` / `demote <email>`.
 * Uses the same backend as the site (BACKEND, DATA_DIR or the FIREBASE_* variables, from the
 * environment or .env.local). In Firebase mode the role is also mirrored into the account's
 * `role` custom claim, and a Firebase Auth account without a users record yet (it never signed
 * in to the site) gets one under its uid.
 */
import { emailField } from '@/lib/domain/auth';
import type { Role } from '@/lib/domain/user';
import { setRoleByEmail } from '@/lib/server/roles';

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail] = argv;
  if (command !== 'promote' && command !== 'demote') {
    console.error('Usage: npm run admin -- promote <email>\n       npm run admin -- demote <email>');
    return 2;
  }
  const email = emailField.safeParse(rawEmail ?? '');
  if (!email.success) {
    console.error(`Not an email address: ${JSON.stringify(rawEmail ?? '')}`);
    return 2;
  }
  const role: Role = command === 'promote' ? 'admin' : 'user';
  const change = await setRoleByEmail(email.data, role);
  if (!change.found) {
    console.error(`No account with the email ${email.data}. The person must register first.`);
    return 1;
  }
  if (change.createdUid) console.log(`Created the user record of ${email.data} (uid ${change.createdUid}).`);
  if (change.claimSet === false) console.warn(`${email.data} has no Firebase Auth account; only the user record was changed.`);
  // A demotion also raised the session version (UserStore.setRole): the admin pages, actions and
  // handlers refuse the person's open sessions at once; the browser's view follows within a minute.
  console.log(
    role === 'admin'
      ? `${email.data} is now an admin (an open session gets the role within a minute, or sign in again).`
      : `${email.data} is now a regular user; their open sessions have ended.`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
