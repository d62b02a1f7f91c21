import { describe, expect, it } from 'vitest';
import { ROLE } from '../../db/seed/demo-users';
import { buildRole } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { allRolePermissionRows } from './repo';
import { permissionsOfRole, roleTable, toPermissions } from './role-permissions';

const { db } = await testApp();

describe('role permissions in memory (decision 0005)', () => {
  it('answer what the database holds for every role', async () => {
    const rows = await allRolePermissionRows(db);
    for (const roleId of Object.values(ROLE)) {
      expect(await permissionsOfRole(db, roleId)).toEqual(toPermissions(rows.filter((r) => r.roleId === roleId)));
    }
    expect((await permissionsOfRole(db, ROLE.bookingOfficer)).Users).toEqual({ add: false, edit: false, delete: false, view: false });
  });

  it('are read once, and again only for a role they do not know yet', async () => {
    const first = await roleTable(db);
    expect(await roleTable(db, [ROLE.administrator])).toBe(first);
    const added = await buildRole(db, { Users: ['view'] });
    expect((await permissionsOfRole(db, added)).Users).toEqual({ add: false, edit: false, delete: false, view: true });
    expect(await roleTable(db)).not.toBe(first);
  });

  it('do not see a role edited behind their back: only migrations change roles (decision 0001)', async () => {
    const roleId = await buildRole(db, { POD: ['view'] });
    expect((await permissionsOfRole(db, roleId)).POD).toEqual({ view: true });
    await db.updateTable('rolePermissions').set({ canView: 0 }).where('roleId', '=', roleId).execute();
    expect((await permissionsOfRole(db, roleId)).POD).toEqual({ view: true });
  });

  it('answer no permissions for a role that does not exist', async () => {
    expect(await permissionsOfRole(db, 999_999)).toEqual({});
  });

  it('are frozen: answers and checks share them', async () => {
    const permissions = await permissionsOfRole(db, ROLE.administrator);
    expect(Object.isFrozen(permissions) && Object.isFrozen(permissions.Users)).toBe(true);
  });
});
