import { AuthHeading } from '@/components/auth/auth-shell';
import { firebaseWebConfig } from '@/lib/config/firebase-web';
import { LoginForm } from '@/components/auth/login-form';
import { googleConfigured } from '@/lib/auth/options';
import { SITE } from '@/lib/domain/site';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Static: nothing here reads the request; Google's availability and the Firebase mode (with its
// web config) come from the environment at build time.
export const dynamic = 'force-static';

const title = 'Sign in';
const description = `Sign in to your ${SITE.name} account to see stud details.`;

export const metadata = pageMetadata({ path: '/login', title, description, card: 'basic' });

export default function LoginPage() {
  return (
    <>
      <AuthHeading eyebrow="Welcome back" title="Sign in" intro="Signed-in members see stud color, fees, OFA status and registration." />
      <LoginForm googleConfigured={googleConfigured()} firebase={firebaseWebConfig()} />
    </>
  );
}
