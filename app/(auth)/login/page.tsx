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

// The one account page search engines may list (the other account pages stay out, app/(auth)/layout.tsx):
// a family looking for the sign-in to stud details finds it, and it holds nothing personal.
export const metadata = { ...pageMetadata({ path: '/login', title, description, card: 'basic' }), robots: { index: true, follow: true } };

export default function LoginPage() {
  return (
    <>
      <AuthHeading eyebrow="Welcome back" title="Sign in" intro="Signed-in members see stud color, fees, OFA status and registration." />
      <LoginForm googleConfigured={googleConfigured()} firebase={firebaseWebConfig()} />
    </>
  );
}
