import { describe, expect, it } from 'vitest';
import { draftReducer, initDraft, rowsToSave, selectedRow, visibleRows } from './users-draft';

const saved = [
  { id: 7, name: 'Sam Lee', username: 'sam', email: 'sam@example.com', role: 1, enabled: true, resetPassword: false, version: 1 },
  { id: 8, name: 'Ana Ruiz', username: 'ana', email: 'ana@example.com', role: 2, enabled: true, resetPassword: false, version: 1 },
];

describe('users draft', () => {
  it('adds a blank row, selects it and unlocks the form', () => {
    const draft = draftReducer(initDraft(saved), { type: 'add' });
    expect(selectedRow(draft)).toMatchObject({ id: 0, name: '', role: 0, enabled: true });
    expect(draft.editing).toBe(true);
    expect(draft.dirty).toBe(true);
  });

  it('removes an unsaved row at once', () => {
    const added = draftReducer(initDraft(saved), { type: 'add' });
    const removed = draftReducer(added, { type: 'remove' });
    expect(removed.rows).toHaveLength(2);
    expect(removed.selectedKey).toBe('user-7');
  });

  it('marks a saved row deleted and hides it', () => {
    const draft = draftReducer(initDraft(saved), { type: 'remove' });
    expect(visibleRows(draft).map((row) => row.name)).toEqual(['Ana Ruiz']);
    expect(rowsToSave(draft)[0]).toMatchObject({ id: 7, delete: true });
    expect(rowsToSave(draft)[0]).not.toHaveProperty('key');
  });

  it('edits the selected row only', () => {
    const draft = draftReducer(initDraft(saved), { type: 'update', patch: { name: 'Samuel Lee' } });
    expect(draft.rows.map((row) => row.name)).toEqual(['Samuel Lee', 'Ana Ruiz']);
  });
});
