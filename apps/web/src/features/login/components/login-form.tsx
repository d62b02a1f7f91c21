import { Anchor } from '@mantine/core';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { CredentialsForm } from '../../../components/credentials-form';
import { useSignIn } from '../api/sign-in';
import { RESET_PASSWORD_PATH } from '../reset-path';
import { LoginCard } from '../../../components/login-card';

/** The login card (spec 01 section 2): both fields before Sign in; errors on the card. */
export function LoginForm() {
  const logoutReason = useSessionStore((s) => s.logoutReason);
  const signIn = useSignIn();
  return (
    <LoginCard heading="Sign in">
      <CredentialsForm
        errors={[logoutReason, ...errorLines(signIn.error)]}
        pending={signIn.isPending}
        submitLabel="Sign in"
        onSubmit={(credentials) => signIn.mutate(credentials)}
        footer={
          <Anchor href={`#${RESET_PASSWORD_PATH}`} size="sm" ta="center">
            I forgot my password
          </Anchor>
        }
      />
    </LoginCard>
  );
}
