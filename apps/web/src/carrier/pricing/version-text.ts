import type { VersionSummary } from '@portal/domain/carrier/pricing-calls';

/** A version's name: its label, or its number when it has none. */
export const versionName = (version: Pick<VersionSummary, 'id' | 'label'>): string => version.label || `Version ${version.id}`;

/** 'Rates 2027, from 2027-07-01', or the name alone for a draft. */
export const versionFrom = (version: VersionSummary): string =>
  version.effectiveFrom === null ? versionName(version) : `${versionName(version)}, from ${version.effectiveFrom}`;

/** A card's title: 'General card' or 'Acme Hardware Pty Ltd's card'. */
export const cardTitle = (card: { companyId: number | null; name: string }): string => (card.companyId === null ? 'General card' : `${card.name}'s card`);
