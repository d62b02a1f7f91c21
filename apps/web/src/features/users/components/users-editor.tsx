import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { userErrorList, type UsersAnswer } from '@portal/domain/account/users';
import { can } from '@portal/domain/permissions';
import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { SKIP_UNSAVED_GUARD, UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useSaveUsers } from '../api/save-users';
import { UserForm } from './user-form';
import { UserList } from './user-list';
import { UsersToolbar } from './users-toolbar';
import { draftReducer, initDraft, rowsToSave, selectedRow, visibleRows } from './users-draft';

/** The Users screen's list, form and actions over a local draft of every row. */
export function UsersEditor({ answer }: { answer: UsersAnswer }) {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.session?.user);
  const [draft, dispatch] = useReducer(draftReducer, answer.users, initDraft);
  const save = useSaveUsers();
  const row = selectedRow(draft);
  const validation = userErrorList(draft.rows);
  const failed = save.data && !save.data.success ? [save.data.message] : [];
  const editable = draft.editing && row !== null && (row.id === 0 || can(user?.permissions, 'Users', 'edit'));

  const onSave = () =>
    save.mutate(
      { users: rowsToSave(draft) },
      {
        onSuccess: (result) => {
          if (!result.success) return;
          if (result.message) notifications.show({ message: result.message, color: 'freight' });
          void navigate('/', { state: SKIP_UNSAVED_GUARD });
        },
      },
    );

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={draft.dirty && !save.isSuccess} />
      <UsersToolbar
        permissions={user?.permissions}
        editing={draft.editing}
        hasSelection={row !== null}
        onToggleEdit={() => dispatch({ type: 'toggleEdit' })}
        onAdd={() => dispatch({ type: 'add' })}
        onDelete={() => dispatch({ type: 'remove' })}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <UserList
            rows={visibleRows(draft)}
            roles={answer.roles}
            selectedKey={draft.selectedKey}
            onSelect={(key) => dispatch({ type: 'select', key })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          {row ? (
            <UserForm
              row={row}
              roles={answer.roles}
              editable={editable}
              canChangeRole={user?.isAdmin === true}
              onChange={(patch) => dispatch({ type: 'update', patch })}
            />
          ) : (
            <Text c="gray.7">No users to show.</Text>
          )}
        </Grid.Col>
      </Grid>
      <ErrorList lines={[...validation, ...failed, ...errorLines(save.error)]} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate('/')}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={validation.length > 0} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
