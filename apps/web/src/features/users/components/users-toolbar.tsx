import { Group } from '@mantine/core';
import { can, type Permissions } from '@portal/domain/permissions';
import { IconLock, IconLockOpen, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { AccessButton } from '../../../components/access-button';

interface UsersToolbarProps {
  permissions: Permissions | undefined;
  editing: boolean;
  hasSelection: boolean;
  onToggleEdit: () => void;
  onAdd: () => void;
  onDelete: () => void;
}

/** Edit User / Lock User, Add and Delete need Users edit, add and delete (spec 01 section 6). */
export function UsersToolbar({ permissions, editing, hasSelection, onToggleEdit, onAdd, onDelete }: UsersToolbarProps) {
  return (
    <Group gap="sm" wrap="wrap">
      <AccessButton
        allowed={can(permissions, 'Users', 'edit')}
        variant="light"
        leftSection={editing ? <IconLock size={18} aria-hidden /> : <IconLockOpen size={18} aria-hidden />}
        onClick={onToggleEdit}
      >
        {editing ? 'Lock User' : 'Edit User'}
      </AccessButton>
      <AccessButton
        allowed={can(permissions, 'Users', 'add')}
        variant="light"
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={onAdd}
      >
        Add
      </AccessButton>
      <AccessButton
        allowed={can(permissions, 'Users', 'delete')}
        disabled={!hasSelection}
        variant="light"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={onDelete}
      >
        Delete
      </AccessButton>
    </Group>
  );
}
