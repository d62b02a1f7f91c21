import type { UserRow } from '@portal/domain/account/users';

// The Users screen edits a local copy of every row until Save (spec 01 sections 2 and 4).

export interface DraftRow extends UserRow {
  /** Stable list key: new rows all have id 0. */
  key: string;
}

export interface UsersDraft {
  rows: DraftRow[];
  selectedKey: string | null;
  /** Edit User unlocks the form; it then reads Lock User. */
  editing: boolean;
  dirty: boolean;
  nextNew: number;
}

export type DraftAction =
  | { type: 'select'; key: string }
  | { type: 'toggleEdit' }
  | { type: 'add' }
  | { type: 'remove' }
  | { type: 'update'; patch: Partial<UserRow> };

export function initDraft(users: readonly UserRow[]): UsersDraft {
  const rows = users.map((user) => ({ ...user, key: `user-${user.id}` }));
  return { rows, selectedKey: rows[0]?.key ?? null, editing: false, dirty: false, nextNew: 1 };
}

export const visibleRows = (draft: UsersDraft) => draft.rows.filter((row) => !row.delete);

export const selectedRow = (draft: UsersDraft) =>
  visibleRows(draft).find((row) => row.key === draft.selectedKey) ?? null;

/** The rows as POST users sends them, deleted rows included with their flag. */
export const rowsToSave = (draft: UsersDraft): UserRow[] => draft.rows.map(({ key: _key, ...row }) => row);

export function draftReducer(draft: UsersDraft, action: DraftAction): UsersDraft {
  switch (action.type) {
    case 'select':
      return { ...draft, selectedKey: action.key };
    case 'toggleEdit':
      return { ...draft, editing: !draft.editing };
    case 'add': {
      const key = `new-${draft.nextNew}`;
      const row: DraftRow = {
        key,
        id: 0,
        // Blank, so the list and the error lines call it 'New User' until it is named.
        name: '',
        username: '',
        email: '',
        role: 0,
        enabled: true,
        resetPassword: false,
        // Not stored yet: only stored rows carry a version (decision 0030).
        version: 0,
      };
      return { rows: [...draft.rows, row], selectedKey: key, editing: true, dirty: true, nextNew: draft.nextNew + 1 };
    }
    case 'remove': {
      const target = selectedRow(draft);
      if (!target) return draft;
      // An unsaved row simply goes; a saved one is flagged for the server and hidden.
      const rows =
        target.id === 0
          ? draft.rows.filter((row) => row.key !== target.key)
          : draft.rows.map((row) => (row.key === target.key ? { ...row, delete: true } : row));
      const next = { ...draft, rows, dirty: true };
      return { ...next, selectedKey: visibleRows(next)[0]?.key ?? null };
    }
    case 'update':
      return {
        ...draft,
        dirty: true,
        rows: draft.rows.map((row) => (row.key === draft.selectedKey ? { ...row, ...action.patch } : row)),
      };
  }
}
