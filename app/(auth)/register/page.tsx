import { AuthHeading } from '@/components/auth/auth-shell';
import { firebaseWebConfig } from '@/lib/config/firebase-web';
import { RegisterForm } from '@/components/auth/register-form';
import { googleConfigured } from '@/lib/auth/options';
import { SITE } from '@/lib/domain/site';
import { pageMetadata } from '@/lib/domain/page-metadata';

export const dynamic = 'force-static';

const title = 'Create an account';
const description = `Register with ${SITE.name} to see stud color, fees, OFA status and registration.`;

export const metadata = pageMetadata({ path: '/register', title, description, card: 'basic' });

export default function RegisterPage() {
  return (
    <>
      <AuthHeading
        eyebrow="Join our family"
        title="Create an account"
        intro="A free account shows you our studs’ color, fees, OFA status and registration."
      />
      <RegisterForm googleConfigured={googleConfigured()} firebase={firebaseWebConfig()} />
    </>
  );
}
