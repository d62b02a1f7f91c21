import { Checkbox, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { NEW_USER_NAME, type RoleOption, type UserRow } from '@portal/domain/account/users';
import { SearchableSelect } from '../../../components/searchable-select';
import classes from './user-form.module.css';
import type { DraftRow } from './users-draft';

interface UserFormProps {
  row: DraftRow;
  roles: readonly RoleOption[];
  /** False until Edit User (or Add) unlocks the form. */
  editable: boolean;
  /** Changing a saved user's role needs isAdmin (spec 01 section 6). */
  canChangeRole: boolean;
  onChange: (patch: Partial<UserRow>) => void;
}

/** The selected row's fields. */
export function UserForm({ row, roles, editable, canChangeRole, onChange }: UserFormProps) {
  return (
    <Fieldset legend={row.name.trim() || NEW_USER_NAME} disabled={!editable} radius="md" className={classes.form}>
      <Stack gap="sm">
        <TextInput label="Name" value={row.name} onChange={(e) => onChange({ name: e.currentTarget.value })} />
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label="Username"
            autoComplete="off"
            value={row.username}
            onChange={(e) => onChange({ username: e.currentTarget.value })}
          />
          <SearchableSelect
            label="Role"
            placeholder="Choose a role"
            data={roles.map((role) => ({ value: String(role.ugSEQ), label: role.ugName }))}
            value={row.role > 0 ? String(row.role) : null}
            onChange={(value) => onChange({ role: Number(value) })}
            disabled={!editable || !(canChangeRole || row.id === 0)}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          value={row.email}
          onChange={(e) => onChange({ email: e.currentTarget.value })}
        />
        <Group gap="xl">
          <Checkbox
            label="Enabled"
            checked={row.enabled}
            onChange={(e) => onChange({ enabled: e.currentTarget.checked })}
          />
          <Checkbox
            label="Reset Password"
            checked={row.resetPassword}
            onChange={(e) => onChange({ resetPassword: e.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
