import { Anchor, Group, Stack, TextInput } from '@mantine/core';
import { NAME_BLANK, validateSettings, type Settings, type SettingsInput } from '@portal/domain/account/settings';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { SaveCancel } from '../../../components/save-cancel';
import { LazyPhoneField } from '../../../components/phone-field/lazy-phone-field';

interface SettingsFormProps {
  settings: Settings;
  saving: boolean;
  serverErrors: readonly string[];
  onSave: (input: SettingsInput) => void;
  onCancel: () => void;
}

/** My Settings (spec 01 section 2): user name and role are read-only; only the name is required. */
export function SettingsForm({ settings, saving, serverErrors, onSave, onCancel }: SettingsFormProps) {
  const [values, setValues] = useState<SettingsInput>({
    name: settings.name,
    phone: settings.phone,
    email: settings.email,
    // Sent back with the save: a user changed meanwhile on the Users screen is refused (decision 0030).
    version: settings.version,
  });
  const [tried, setTried] = useState(false);
  const errors = tried ? validateSettings(values) : [];
  const set = (patch: Partial<SettingsInput>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateSettings(values).length === 0) onSave(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorList lines={[...errors.filter((e) => e !== NAME_BLANK), ...serverErrors]} />
        <TextInput
          label="Name"
          autoComplete="name"
          value={values.name}
          error={errors.includes(NAME_BLANK) ? NAME_BLANK : undefined}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Group grow wrap="wrap" align="flex-start">
          <TextInput label="User Name" value={settings.username} readOnly variant="filled" />
          <TextInput label="Role" value={settings.role} readOnly variant="filled" />
        </Group>
        <LazyPhoneField value={values.phone} onChange={(phone) => set({ phone })} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
        />
        <Anchor component={Link} to="/settings/changepassword" w="fit-content">
          <Group gap={6} component="span">
            <IconKey size={18} aria-hidden />
            Change Password
          </Group>
        </Anchor>
        <SaveCancel saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
