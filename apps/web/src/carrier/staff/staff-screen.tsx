import { Alert, Button, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { StaffListRow } from '@portal/domain/carrier/staff-admin';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import { useState } from 'react';
import { ErrorList } from '../../components/error-list';
import { FullPageLoader } from '../../components/full-page-loader';
import { errorLines } from '../../lib/api/call-error';
import { useAddStaff, useChangeStaff, useResetStaffPassword, useResetStaffSecondFactor, useStaffList } from './staff-calls';
import { StaffForm, type StaffFormValues } from './staff-form';

const NEW_STAFF: StaffFormValues = { username: '', name: '', email: '', role: 'Customer service', disabled: false };

type Editing = { kind: 'new' } | { kind: 'edit'; row: StaffListRow } | null;

/** #/carrier/staff: the carrier's staff accounts, kept by Administrators (issue 26). */
export function StaffScreen() {
  const list = useStaffList();
  const add = useAddStaff();
  const change = useChangeStaff();
  const resetPassword = useResetStaffPassword();
  const resetFactor = useResetStaffSecondFactor();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };

  const save = (values: StaffFormValues) => {
    if (editing?.kind === 'edit') {
      const { name, email, role, disabled } = values;
      change.mutate({ id: editing.row.id, name, email, role, disabled }, { onSuccess: (answer) => done(answer.message) });
    } else {
      const { username, name, email, role } = values;
      add.mutate({ username, name, email, role }, { onSuccess: (answer) => done(answer.message) });
    }
  };
  const mutation = editing?.kind === 'edit' ? change : add;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Staff
        </Title>
        <Button onClick={() => (add.reset(), setEditing({ kind: 'new' }))}>Add staff member</Button>
      </Group>
      {notice && (
        <Alert role="status" color="green" withCloseButton closeButtonLabel="Close the notice" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ErrorList lines={[...errorLines(list.error), ...errorLines(resetPassword.error), ...errorLines(resetFactor.error)]} />
      {list.isPending && <FullPageLoader label="Loading staff" />}
      {list.data && (
        <StaffTable
          rows={list.data.staff}
          onEdit={(row) => (change.reset(), setEditing({ kind: 'edit', row }))}
          onResetPassword={(row) => resetPassword.mutate(row.id, { onSuccess: (answer) => setNotice(answer.message) })}
          onResetFactor={(row) => resetFactor.mutate(row.id, { onSuccess: (answer) => setNotice(answer.message) })}
        />
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.kind === 'edit' ? `Edit ${editing.row.name}` : 'Add staff member'}>
        {editing && (
          <StaffForm
            initial={editing.kind === 'edit' ? { ...editing.row, role: editing.row.role as StaffRole } : NEW_STAFF}
            isNew={editing.kind === 'new'}
            submitLabel={editing.kind === 'new' ? 'Add' : 'Save'}
            pending={mutation.isPending}
            error={mutation.error}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

interface TableProps {
  rows: readonly StaffListRow[];
  onEdit: (row: StaffListRow) => void;
  onResetPassword: (row: StaffListRow) => void;
  onResetFactor: (row: StaffListRow) => void;
}

function StaffTable({ rows, onEdit, onResetPassword, onResetFactor }: TableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Authenticator</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                {row.name}
                <Text size="sm" c="gray.7">
                  {row.username}
                </Text>
              </Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.role}</Table.Td>
              <Table.Td>{row.disabled ? 'Disabled' : 'Enabled'}</Table.Td>
              <Table.Td>{row.secondFactor ? 'Set up' : 'Not set up'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="default" onClick={() => onResetPassword(row)} aria-label={`Reset the password of ${row.name}`}>
                    Reset password
                  </Button>
                  <Button size="xs" variant="default" disabled={!row.secondFactor} onClick={() => onResetFactor(row)} aria-label={`Reset the authenticator of ${row.name}`}>
                    Reset authenticator
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
