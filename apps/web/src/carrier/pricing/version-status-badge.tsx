import { Badge } from '@mantine/core';
import type { LevyStatus } from '@portal/domain/carrier/pricing-calls';
import type { VersionStatus } from '@portal/domain/pricing/card-versions';

// White on dark shades: Mantine's light badges miss WCAG AA contrast (axe), and so does white on
// orange 9 at a badge's size.

const VERSION_COLOURS: Record<VersionStatus, string> = { draft: 'grape.9', scheduled: 'blue.9', 'in force': 'teal.9', superseded: 'gray.7' };
const VERSION_WORDS: Record<VersionStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', 'in force': 'In force', superseded: 'Superseded' };

/** A badge keeps its whole word: a narrow table column would cut it short ('SCHEDUL...'). */
const WHOLE = { minWidth: 'max-content' } as const;

export function VersionStatusBadge({ status }: { status: VersionStatus }) {
  return <Badge color={VERSION_COLOURS[status]} style={WHOLE}>{VERSION_WORDS[status]}</Badge>;
}

const LEVY_COLOURS: Record<LevyStatus, string> = { past: 'gray.7', current: 'teal.9', ahead: 'blue.9' };
const LEVY_WORDS: Record<LevyStatus, string> = { past: 'Past', current: 'This month', ahead: 'Ahead' };

export function LevyStatusBadge({ status }: { status: LevyStatus }) {
  return <Badge color={LEVY_COLOURS[status]} style={WHOLE}>{LEVY_WORDS[status]}</Badge>;
}
