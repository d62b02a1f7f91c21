import { useEffect } from 'react';
import { FullPageLoader } from '../../components/full-page-loader';
import { IdleWatcher } from '../../lib/session/idle-watcher';
import type { CarrierSection } from '../sections';
import { StaffShell } from '../shell/staff-shell';
import { staffIdleSession } from '../session/staff-idle-session';
import { useStaffSessionStore } from '../session/staff-session-store';
import { staffStartupCheckOnce } from '../session/staff-startup-check';
import { EnrolSecondFactorCard } from './enrol-second-factor-card';
import { RecoveryCodesCard } from './recovery-codes-card';
import { SecondFactorCard } from './second-factor-card';
import { StaffNewPasswordCard } from './staff-new-password-card';
import { StaffSignInCard } from './staff-sign-in-card';

/** The sign-in step a session still needs (StaffSession.next), then the back office. */
function SignedInStep({ sections }: { sections: readonly CarrierSection[] }) {
  const next = useStaffSessionStore((s) => s.session?.next ?? null);
  const showingCodes = useStaffSessionStore((s) => s.recoveryCodes !== null);
  if (showingCodes) return <RecoveryCodesCard />;
  if (next === 'change-password') return <StaffNewPasswordCard />;
  if (next === 'enrol-second-factor') return <EnrolSecondFactorCard />;
  if (next === 'second-factor') return <SecondFactorCard />;
  return <StaffShell sections={sections} />;
}

/**
 * What the back office shows, as the customer's session gate does: the stored session checked
 * first, the sign-in card while nobody is signed in, then the sign-in's remaining steps and the
 * back office, all watched for idleness with the customer's rules (spec 01 section 4).
 */
export function StaffGate({ sections }: { sections: readonly CarrierSection[] }) {
  const status = useStaffSessionStore((s) => s.status);
  const signedIn = useStaffSessionStore((s) => s.session !== null);

  useEffect(() => {
    if (status === 'checking') void staffStartupCheckOnce();
  }, [status]);

  if (status === 'checking') return <FullPageLoader label="Checking your session" />;
  if (!signedIn) return <StaffSignInCard />;
  return (
    <>
      <IdleWatcher session={staffIdleSession} />
      <SignedInStep sections={sections} />
    </>
  );
}
