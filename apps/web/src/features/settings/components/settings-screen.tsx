import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SettingsInput } from '@portal/domain/account/settings';
import { useNavigate } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { SettingsForm } from './settings-form';

/** /settings: GET settings, then the form; a successful save returns to / (spec 01 section 4). */
export function SettingsScreen() {
  const navigate = useNavigate();
  const settings = useSettings();
  const save = useSaveSettings();
  const failed = save.data && !save.data.success ? [save.data.message] : [];

  const onSave = (input: SettingsInput) =>
    save.mutate(input, {
      onSuccess: (answer) => {
        if (!answer.success) return;
        if (answer.message) notifications.show({ message: answer.message, color: 'freight' });
        void navigate('/');
      },
    });

  return (
    <Page header={<DefaultHeader title="My Settings" />} size="sm">
      <Paper withBorder radius="lg" p="xl">
        {settings.isPending && <FullPageLoader label="Loading your settings" />}
        <ErrorList lines={errorLines(settings.error)} />
        {settings.data && (
          <SettingsForm
            settings={settings.data}
            saving={save.isPending}
            serverErrors={[...failed, ...errorLines(save.error)]}
            onSave={onSave}
            onCancel={() => void navigate('/')}
          />
        )}
      </Paper>
    </Page>
  );
}
