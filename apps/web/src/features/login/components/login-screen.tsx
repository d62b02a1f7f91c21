import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../../../components/full-page-loader';
import { RESET_PASSWORD_PATH } from '../reset-path';
import { LoginForm } from './login-form';

// The reset form and its dialog load only when asked for, keeping the first page small.
const ResetPasswordForm = lazy(() => import('./reset-password-form').then((m) => ({ default: m.ResetPasswordForm })));

/**
 * Shown instead of every route while nobody is signed in (spec 01 section 2). `path` is the hash
 * route's: the card renders before the router is loaded (decision 0011).
 */
export function LoginScreen({ path }: { path: string }) {
  if (path !== RESET_PASSWORD_PATH) return <LoginForm />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <ResetPasswordForm />
    </Suspense>
  );
}
