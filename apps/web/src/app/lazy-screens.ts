import { screen } from './screen-chunk';

// Every screen but the login card is its own chunk, with Mantine's whole stylesheet beside it
// (screen-chunk.ts, docs/decisions/0011-login-bundle-budget.md).

// The shell and the dashboard are the signed-in first screen, which a tab may ask for early.
export { DashboardScreen, SignedInShell } from './first-screen';

export const SettingsScreen = screen(() => import('../features/settings/components/settings-screen'), 'SettingsScreen');

export const ChangePasswordScreen = screen(() => import('../features/settings/components/change-password-screen'), 'ChangePasswordScreen');

export const UsersScreen = screen(() => import('../features/users/components/users-screen'), 'UsersScreen');

export const AuditScreen = screen(() => import('../features/users/components/audit-screen'), 'AuditScreen');

// The quote workflow of spec 02 section 2.
export const QuotesScreen = screen(() => import('../features/quote/components/quotes-screen'), 'QuotesScreen');

export const NewQuoteScreen = screen(() => import('../features/quote/components/quote-screens'), 'NewQuoteScreen');

export const ExistingQuoteScreen = screen(() => import('../features/quote/components/quote-screens'), 'ExistingQuoteScreen');

// The pickup workflows of spec 02 section 2. The schedule rules (date-holidays) load later still,
// from the wizard's steps (components/booking/steps/schedule-pickup/schedule-rules.ts).
export const PickupsScreen = screen(() => import('../features/pickup/components/pickups-screen'), 'PickupsScreen');

export const NewPickupScreen = screen(() => import('../features/pickup/components/pickup-screens'), 'NewPickupScreen');

export const ExistingPickupScreen = screen(() => import('../features/pickup/components/pickup-screens'), 'ExistingPickupScreen');

export const ConvertQuoteScreen = screen(() => import('../features/pickup/components/pickup-screens'), 'ConvertQuoteScreen');

// Consignments, their labels and PODs (spec 02 section 2).
export const ConsignmentScreen = screen(() => import('../features/consignments/components/consignment-screen'), 'ConsignmentScreen');

export const GenerateLabelScreen = screen(() => import('../features/consignments/components/generate-label-screen'), 'GenerateLabelScreen');

export const PodScreen = screen(() => import('../features/pod/components/pod-screen'), 'PodScreen');

// The public tracking page a label's QR code opens; it needs no sign-in.
export const PublicTrackingScreen = screen(() => import('../features/tracking/components/public-tracking-screen'), 'PublicTrackingScreen');

// Drop freight (spec 02 section 2): the direct and quote-based wizards and the list.
export const DirectDropFreightScreen = screen(() => import('../features/drop-freight/components/drop-freight-screens'), 'DirectDropFreightScreen');

export const QuoteDropFreightScreen = screen(() => import('../features/drop-freight/components/drop-freight-screens'), 'QuoteDropFreightScreen');

export const DropFreightListScreen = screen(() => import('../features/drop-freight/components/drop-freight-list-screen'), 'DropFreightListScreen');
