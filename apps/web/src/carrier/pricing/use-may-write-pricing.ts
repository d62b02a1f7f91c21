import { useStaffSessionStore } from '../session/staff-session-store';

/** Whether the role holds pricing:write (Pricing, Administrator): write actions are shown only then; the server checks every call again. */
export const useMayWritePricing = () => useStaffSessionStore((s) => s.session?.permissions.includes('pricing:write') ?? false);
