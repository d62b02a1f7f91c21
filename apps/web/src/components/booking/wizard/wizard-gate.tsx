import type { Permissions } from '@portal/domain/permissions';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../error-list';
import { FullPageLoader } from '../../full-page-loader';
import { PermissionDenied } from '../../permission-denied';
import { serverDenial } from '../server-denial';
import { WizardFrame } from './wizard-frame';

// What every wizard route shows before its draft opens (spec 02 sections 2, 6 and 8), written
// once for the new, existing and convert screens of the quote, pickup and drop-freight wizards.

/** The browser's own refusal of the signed-in user (spec 02 section 6), or null. */
export const useDenial = (rule: (permissions: Permissions) => string | null) => useSessionStore((s) => rule(s.session?.user.permissions ?? {}));

/** The signed-in user's name, which Freight Booked By starts from. */
export const useUserName = () => useSessionStore((s) => s.session?.user.name ?? '');

interface WizardGateProps<T> {
  steps: readonly string[];
  /** The browser's refusal; null when the user may go on. */
  denial: string | null;
  /** The stored record being opened, if any: its 403 is Permission Denied too ('... does not exist', spec 02 section 8). */
  record?: UseQueryResult<T>;
  loadingLabel?: string;
  /** Which of the record's failures show as Permission Denied; the rest go to the error area. */
  refusalOf?: (error: unknown) => string | null;
  /** The wizard, once nothing stands in the way; `record` has its data by then. */
  children: (record: T | undefined) => ReactNode;
}

/** Permission Denied, or the stored record loading or failed to load; else the wizard. */
export function WizardGate<T>({ steps, denial, record, loadingLabel = '', refusalOf = serverDenial, children }: WizardGateProps<T>) {
  const refused = denial ?? refusalOf(record?.error);
  if (refused) {
    return (
      <WizardFrame steps={steps}>
        <PermissionDenied message={refused} />
      </WizardFrame>
    );
  }
  if (record && !record.data) {
    return (
      <WizardFrame steps={steps}>
        {record.isPending && <FullPageLoader label={loadingLabel} />}
        <ErrorList lines={errorLines(record.error)} />
      </WizardFrame>
    );
  }
  return children(record?.data);
}

interface ExistingRouteProps {
  /** The record number in the navigation state, '' without one. */
  numberOf: (state: unknown) => string;
  /** The area's list, shown without a record to open. */
  list: ReactNode;
  /** The record's screen; keyed by its number, so opening another starts afresh. */
  children: (recordNumber: string) => ReactNode;
}

/** An '/existing' route (spec 02 section 2): the record in the navigation state, or the area's list without one. */
export function ExistingRoute({ numberOf, list, children }: ExistingRouteProps) {
  const recordNumber = numberOf(useLocation().state);
  return recordNumber ? children(recordNumber) : list;
}
