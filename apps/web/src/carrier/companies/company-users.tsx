import { Button, Table, Text } from '@mantine/core';
import type { CompanyUser } from '@portal/domain/carrier/company-calls';
import { useState } from 'react';
import { ErrorList } from '../../components/error-list';
import { ListTable } from '../../components/list-table';
import { errorLines } from '../../lib/api/call-error';
import { useCompanyUsers, useResetUserPassword } from './api/company-accounts';
import { ConfirmDialog } from './confirm-dialog';

// A company's users, read-only (issue 26): their accounts are the company administrators' to
// keep; staff may only send one a temporary password.

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function CompanyUsers({ companyId, mayWrite, onNotice }: { companyId: number; mayWrite: boolean; onNotice: (notice: string) => void }) {
  const users = useCompanyUsers(companyId);
  const reset = useResetUserPassword(companyId);
  const [resetting, setResetting] = useState<CompanyUser | null>(null);
  const confirm = () => {
    if (!resetting) return;
    reset.mutate(resetting.id, { onSuccess: (answer) => onNotice(answer.message), onSettled: () => setResetting(null) });
  };
  const rows = users.data?.users ?? [];
  return (
    <>
      <ErrorList lines={[...errorLines(users.error), ...errorLines(reset.error)]} />
      {users.isPending && (
        <Text role="status" c="gray.7">
          Loading users...
        </Text>
      )}
      {users.data && rows.length === 0 && <Text size="sm">No users yet.</Text>}
      {rows.length > 0 && (
        <ListTable testId="company-users" label="Users" columns={['Username', 'Name', 'E-mail', 'Role', 'Enabled', 'Administrator']} actions={mayWrite}>
          {rows.map((user) => (
            <Table.Tr key={user.id} data-testid={`company-user-${user.id}`}>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.role}</Table.Td>
              <Table.Td>{yesNo(user.enabled)}</Table.Td>
              <Table.Td>{yesNo(user.isAdmin)}</Table.Td>
              {mayWrite && (
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => setResetting(user)} aria-label={`Reset password of ${user.username}`}>
                    Reset password
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </ListTable>
      )}
      <ConfirmDialog
        opened={resetting !== null}
        title="Reset password"
        text={resetting ? `Send ${resetting.name} a temporary password at ${resetting.email}? Their own password keeps working until they choose a new one.` : ''}
        busy={reset.isPending}
        onConfirm={confirm}
        onCancel={() => setResetting(null)}
      />
    </>
  );
}
