import { Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ChangePasswordInput } from '@portal/domain/account/password';
import { CLIENT_MESSAGES } from '@portal/domain/client-messages';
import { useNavigate } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { useLogout } from '../../../lib/session/use-logout';
import { useChangePassword } from '../api/change-password';
import { ChangePasswordForm } from '../../../components/change-password-form';

interface ChangePasswordScreenProps {
  /** Signed in with a temporary password: this form comes first, and Cancel logs out. */
  required?: boolean;
}

/** /settings/changepassword; success returns to / (spec 01 section 4). */
export function ChangePasswordScreen({ required = false }: ChangePasswordScreenProps) {
  const navigate = useNavigate();
  const change = useChangePassword();
  const logout = useLogout();
  const failed = change.data && !change.data.success ? [change.data.message] : [];

  const onSave = (input: ChangePasswordInput) =>
    change.mutate(input, {
      onSuccess: (answer) => {
        if (!answer.success) return;
        if (answer.message) notifications.show({ message: answer.message, color: 'freight' });
        void navigate('/');
      },
    });

  return (
    <Page header={<DefaultHeader title="New Password" />} size="sm">
      <Paper withBorder radius="lg" p="xl">
        {required && (
          <Text mb="md" fw={500}>
            {CLIENT_MESSAGES.temporaryPassword}
          </Text>
        )}
        <ChangePasswordForm
          saving={change.isPending}
          serverErrors={[...failed, ...errorLines(change.error)]}
          onSave={onSave}
          onCancel={() => (required ? logout.mutate() : void navigate('/'))}
        />
      </Paper>
    </Page>
  );
}
