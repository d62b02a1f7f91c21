import { Anchor, Group } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { can } from '@portal/domain/permissions';
import { Link } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { PermissionDenied } from '../../../components/permission-denied';
import { useUsers } from '../api/get-users';
import { UsersEditor } from './users-editor';

/** /settings/myusers: needs Users view, otherwise the Permission Denied dialog (spec 01 section 6). */
export function UsersScreen() {
  const allowed = useSessionStore((s) => can(s.session?.user.permissions, 'Users', 'view'));
  const users = useUsers(allowed);

  return (
    <Page header={<DefaultHeader title="Users" />} size="xl">
      {!allowed && <PermissionDenied message={MESSAGES.permissionDeniedUsers} />}
      {allowed && users.isPending && <FullPageLoader label="Loading users" />}
      <ErrorList lines={errorLines(users.error)} />
      {allowed && (
        <Group justify="flex-end" mb="sm">
          <Anchor component={Link} to="/settings/myusers/audit">
            Audit trail
          </Anchor>
        </Group>
      )}
      {users.data && <UsersEditor answer={users.data} />}
    </Page>
  );
}
