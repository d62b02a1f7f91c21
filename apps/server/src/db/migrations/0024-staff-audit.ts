import { sql, type Kysely, type Migration } from 'kysely';

// Customer service and the staff audit trail (issue 26).
//
// - A scan or POD recorded by hand names the staff member who recorded it: tracking events gain
//   `staff_user_id` (null for the carrier's own systems: scanners through the operations API, the
//   simulator and booking). No foreign key, as the audit trail's user_id: the event outlives the
//   account.
// - The audit trail gains the staff actor: `staff_user_id` and the staff member's name as it was
//   (a company's administrators are shown the name, never the username or e-mail). Staff rows are
//   few beside the customers', so the staff screen reads them through partial indexes of their
//   own: every staff row newest first, a company's, and a staff member's by username as typed.
// - Customer service finds any company's consignment by number and tracking id (unique indexes
//   since migration 0007) and by customer reference, case ignored: a new index leads with the
//   lowercased reference, then the newest first, so a reference on many consignments answers its
//   newest page without a sort.

export const staffAuditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE tracking_events ADD COLUMN staff_user_id integer`.execute(db);
    await sql`ALTER TABLE audit_events ADD COLUMN staff_user_id integer`.execute(db);
    await sql`ALTER TABLE audit_events ADD COLUMN staff_name text NOT NULL DEFAULT ''`.execute(db);
    await sql`CREATE INDEX audit_events_staff_at ON audit_events (at, id) WHERE actor = 'staff'`.execute(db);
    await sql`CREATE INDEX audit_events_staff_company ON audit_events (company_id, at, id) WHERE actor = 'staff'`.execute(db);
    await sql`CREATE INDEX audit_events_staff_user ON audit_events (lower(username), at, id) WHERE actor = 'staff'`.execute(db);
    await sql`CREATE INDEX consignments_customer_ref ON consignments (lower(customer_ref), created_at, id)`.execute(db);
  },
};
