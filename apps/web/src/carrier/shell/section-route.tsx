import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { ErrorList } from '../../components/error-list';
import type { CarrierSection } from '../sections';
import { useStaffSessionStore } from '../session/staff-session-store';

/**
 * A section's screen, for a role that may open it. A link typed by hand to one it may not gets
 * the server's own sentence instead of a screen whose every call would be refused (403).
 */
export function SectionRoute({ section }: { section: CarrierSection }) {
  const may = useStaffSessionStore((s) => s.session?.permissions.includes(section.permission) ?? false);
  const Screen = section.screen;
  return may ? <Screen /> : <ErrorList lines={[CARRIER_MESSAGES.roleDenied]} />;
}
