import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { NEW_USER_NAME, type RoleOption } from '@portal/domain/account/users';
import type { KeyboardEvent } from 'react';
import classes from './user-list.module.css';
import type { DraftRow } from './users-draft';

interface UserListProps {
  rows: readonly DraftRow[];
  roles: readonly RoleOption[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

const optionId = (key: string) => `user-option-${key}`;

/** The user rows as a single-select listbox: click, or arrow keys, Home and End. */
export function UserList({ rows, roles, selectedKey, onSelect }: UserListProps) {
  const roleName = (role: number) => roles.find((r) => r.ugSEQ === role)?.ugName ?? '';
  const index = rows.findIndex((row) => row.key === selectedKey);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const row = rows[Math.min(Math.max(target, 0), rows.length - 1)];
    if (row) onSelect(row.key);
  };

  return (
    <Paper withBorder radius="md" className={classes.list}>
      <Stack
        gap={0}
        role="listbox"
        aria-label="Users"
        tabIndex={0}
        aria-activedescendant={selectedKey ? optionId(selectedKey) : undefined}
        onKeyDown={onKeyDown}
        className={classes.listbox}
      >
        {rows.map((row) => {
          const name = row.name.trim() || NEW_USER_NAME;
          return (
            <UnstyledButton
              component="div"
              key={row.key}
              id={optionId(row.key)}
              role="option"
              aria-selected={row.key === selectedKey}
              aria-label={name}
              tabIndex={-1}
              className={classes.option}
              onClick={() => onSelect(row.key)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" className={classes.detail}>
                    {[row.username, roleName(row.role)].filter(Boolean).join(' · ') || 'Not saved yet'}
                  </Text>
                </div>
                {!row.enabled && (
                  <Badge color="gray" variant="light" size="sm">
                    Disabled
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Paper>
  );
}
