import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { staffDetailsErrors, type StaffDetailsErrors } from '@portal/domain/carrier/staff-admin';
import { STAFF_ROLES } from '@portal/domain/carrier/staff-roles';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';

export interface StaffFormValues {
  username: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
}

interface Props {
  initial: StaffFormValues;
  /** A new staff member: the username is typed; an existing one keeps theirs. */
  isNew: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: StaffFormValues) => void;
  onCancel: () => void;
}

/** A staff member's details, checked by the domain's rules before they are sent (the server checks again). */
export function StaffForm({ initial, isNew, submitLabel, pending, error, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<StaffDetailsErrors>({});
  const set = (patch: Partial<StaffFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = staffDetailsErrors(isNew ? values : { name: values.name, email: values.email, role: values.role });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorList lines={errorLines(error)} />
        <TextInput label="Username" value={values.username} disabled={!isNew} error={errors.username} onChange={(e) => set({ username: e.currentTarget.value })} />
        <TextInput label="Name" value={values.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
        <TextInput label="E-mail" type="email" value={values.email} error={errors.email} onChange={(e) => set({ email: e.currentTarget.value })} />
        <Select label="Role" data={[...STAFF_ROLES]} value={values.role} error={errors.role} allowDeselect={false} onChange={(role) => set({ role: role ?? '' })} />
        {!isNew && <Checkbox label="Disabled (cannot sign in)" checked={values.disabled} onChange={(e) => set({ disabled: e.currentTarget.checked })} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
