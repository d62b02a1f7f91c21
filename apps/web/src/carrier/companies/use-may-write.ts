import { useStaffSessionStore } from '../session/staff-session-store';

/** Whether the staff member's role holds companies:write: the write buttons are shown only then; the server checks every call again. */
export const useMayWriteCompanies = () => useStaffSessionStore((s) => s.session?.permissions.includes('companies:write') ?? false);
