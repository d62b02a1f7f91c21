import '../lib/styles/shell-styles';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { CompanyChoice } from '../features/login/components/company-choice';
import { ChangePasswordScreen } from './lazy-screens';
import classes from './signed-in-shell.module.css';
import { IdleWatcher } from '../lib/session/idle-watcher';
import { useSessionStore } from '../lib/session/session-store';

/**
 * Signed in: a temporary password must be replaced before anything else
 * (docs/decisions/0002), then a company chosen, then the routed screen.
 */
export function SignedInShell() {
  const mustChangePassword = useSessionStore((s) => s.session?.user.mustChangePassword === true);
  const needsCompany = useSessionStore((s) => s.session?.user.company === null);

  let screen = <Outlet />;
  if (mustChangePassword) screen = <ChangePasswordScreen required />;
  else if (needsCompany) screen = <CompanyChoice />;

  return (
    <>
      {/* Only signed-in screens notify, so the login card does not load notifications. */}
      <Notifications position="top-right" classNames={{ root: classes.notifications }} />
      <IdleWatcher />
      <Suspense fallback={<FullPageLoader />}>{screen}</Suspense>
    </>
  );
}
