import { Anchor } from '@mantine/core';
import { CredentialsForm } from '../../components/credentials-form';
import { LoginCard } from '../../components/login-card';
import { errorLines } from '../../lib/api/call-error';
import { useStaffSignIn } from '../api/staff-sign-in';
import { useStaffSessionStore } from '../session/staff-session-store';

/** The staff member's sign-in (issue 26), the customer's card in form: both fields before Sign In, errors on the card. */
export function StaffSignInCard() {
  const logoutReason = useStaffSessionStore((s) => s.logoutReason);
  const signIn = useStaffSignIn();
  return (
    <LoginCard heading="Carrier sign-in">
      <CredentialsForm
        errors={[logoutReason, ...errorLines(signIn.error)]}
        pending={signIn.isPending}
        submitLabel="Sign In"
        onSubmit={(credentials) => signIn.mutate(credentials)}
        footer={
          <Anchor href="#/" size="sm" ta="center">
            Customer sign-in
          </Anchor>
        }
      />
    </LoginCard>
  );
}
