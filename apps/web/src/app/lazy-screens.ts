import { lazy } from 'react';

// Every screen but the login card is its own chunk, so signing in loads only what the
// card needs (docs/decisions/0011-login-bundle-budget.md).

export const SignedInShell = lazy(() => import('./signed-in-shell').then((m) => ({ default: m.SignedInShell })));

export const DashboardScreen = lazy(() =>
  import('../features/dashboard/components/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);

export const SettingsScreen = lazy(() =>
  import('../features/settings/components/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);

export const ChangePasswordScreen = lazy(() =>
  import('../features/settings/components/change-password-screen').then((m) => ({ default: m.ChangePasswordScreen })),
);

export const UsersScreen = lazy(() =>
  import('../features/users/components/users-screen').then((m) => ({ default: m.UsersScreen })),
);

export const AuditScreen = lazy(() =>
  import('../features/users/components/audit-screen').then((m) => ({ default: m.AuditScreen })),
);

// The quote workflow of spec 02 section 2.
export const QuotesScreen = lazy(() =>
  import('../features/quote/components/quotes-screen').then((m) => ({ default: m.QuotesScreen })),
);

export const NewQuoteScreen = lazy(() =>
  import('../features/quote/components/new-quote-screen').then((m) => ({ default: m.NewQuoteScreen })),
);

export const ExistingQuoteScreen = lazy(() =>
  import('../features/quote/components/existing-quote-screen').then((m) => ({ default: m.ExistingQuoteScreen })),
);

// The pickup workflows of spec 02 section 2. The schedule rules (date-holidays) load later still,
// from the wizard's steps (components/booking/steps/schedule-pickup/schedule-rules.ts).
export const PickupsScreen = lazy(() =>
  import('../features/pickup/components/pickups-screen').then((m) => ({ default: m.PickupsScreen })),
);

export const NewPickupScreen = lazy(() =>
  import('../features/pickup/components/new-pickup-screen').then((m) => ({ default: m.NewPickupScreen })),
);

export const ExistingPickupScreen = lazy(() =>
  import('../features/pickup/components/existing-pickup-screen').then((m) => ({ default: m.ExistingPickupScreen })),
);

export const ConvertQuoteScreen = lazy(() =>
  import('../features/pickup/components/convert-quote-screen').then((m) => ({ default: m.ConvertQuoteScreen })),
);

// Consignments, their labels and PODs (spec 02 section 2).
export const ConsignmentScreen = lazy(() =>
  import('../features/consignments/components/consignment-screen').then((m) => ({ default: m.ConsignmentScreen })),
);

export const GenerateLabelScreen = lazy(() =>
  import('../features/consignments/components/generate-label-screen').then((m) => ({ default: m.GenerateLabelScreen })),
);

export const PodScreen = lazy(() => import('../features/pod/components/pod-screen').then((m) => ({ default: m.PodScreen })));

// The public tracking page a label's QR code opens; it needs no sign-in.
export const PublicTrackingScreen = lazy(() =>
  import('../features/tracking/components/public-tracking-screen').then((m) => ({ default: m.PublicTrackingScreen })),
);

// Drop freight (spec 02 section 2): the direct and quote-based wizards and the list.
export const DirectDropFreightScreen = lazy(() =>
  import('../features/drop-freight/components/drop-freight-screens').then((m) => ({ default: m.DirectDropFreightScreen })),
);

export const QuoteDropFreightScreen = lazy(() =>
  import('../features/drop-freight/components/drop-freight-screens').then((m) => ({ default: m.QuoteDropFreightScreen })),
);

export const DropFreightListScreen = lazy(() =>
  import('../features/drop-freight/components/drop-freight-list-screen').then((m) => ({ default: m.DropFreightListScreen })),
);
