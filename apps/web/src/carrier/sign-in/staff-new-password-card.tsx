import { Text } from '@mantine/core';
import { CLIENT_MESSAGES } from '@portal/domain/client-messages';
import { ChangePasswordForm } from '../../components/change-password-form';
import { LoginCard } from '../../components/login-card';
import { errorLines } from '../../lib/api/call-error';
import { useStaffNewPassword } from '../api/staff-new-password';
import { useStaffLogout } from '../session/use-staff-logout';

/**
 * A temporary password is replaced before anything else (issue 26: `npm run staff -- create`
 * prints one), with the customer's New Password form and rules (spec 01 section 5); the server
 * checks them again, and its strength estimate too. Cancel signs out, as it does for a customer.
 */
export function StaffNewPasswordCard() {
  const change = useStaffNewPassword();
  const logout = useStaffLogout();
  return (
    <LoginCard heading="Choose a new password">
      <Text fw={500}>{CLIENT_MESSAGES.temporaryPassword}</Text>
      <ChangePasswordForm
        saving={change.isPending}
        serverErrors={errorLines(change.error)}
        onSave={(input) => change.mutate(input)}
        onCancel={() => logout.mutate()}
      />
    </LoginCard>
  );
}
