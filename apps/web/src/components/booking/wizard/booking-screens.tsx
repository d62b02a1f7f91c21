import type { BookingOptions } from '@portal/domain/api/reference';
import type { Permissions } from '@portal/domain/permissions';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ExistingRoute, useDenial, useUserName, WizardGate } from './wizard-gate';
import { WizardOpener, type OpenableStore, type WizardArea, type WizardOpening } from './wizard-opener';

// A wizard's new and existing routes (spec 02 sections 2 and 6), made once from its setup: the
// user's permission, the options and stored record it loads, and how its drafts open.

type Rule = (permissions: Permissions) => string | null;

export interface BookingScreensSetup<S extends OpenableStore<D>, R, D> {
  area: WizardArea<S, R>;
  useStoreApi: () => StoreApi<S>;
  steps: readonly string[];
  /** Who may start one, and who may open a stored one (spec 02 section 6). */
  denials: { create: Rule; open: Rule };
  useOptions: (enabled: boolean) => UseQueryResult<BookingOptions>;
  useStored: (recordNumber: string, enabled: boolean) => UseQueryResult<R>;
  /** The record number in an '/existing' route's navigation state. */
  numberOf: (state: unknown) => string;
  /** The area's list, on its '/existing' route without a record. */
  list: () => ReactNode;
  /** A new draft: the customer defaults, the usual sender, the user as Freight Booked By. */
  newDraft: (options: BookingOptions, userName: string) => D;
  /** What opening a stored record starts from when its local copy is not taken. */
  blank: () => D;
  /** Which failures of the stored record show as Permission Denied (by default 403 and 404). */
  refusalOf?: (error: unknown) => string | null;
}

export type BookingOpenerProps<S extends OpenableStore<D>, R, D> = Omit<WizardOpening<S, R, D>, 'area' | 'store' | 'steps'> & { steps?: readonly string[] };

export function bookingScreens<S extends OpenableStore<D>, R, D>(setup: BookingScreensSetup<S, R, D>) {
  const { steps } = setup;

  function Opener(props: BookingOpenerProps<S, R, D>) {
    return <WizardOpener area={setup.area} store={setup.useStoreApi()} steps={steps} {...props} />;
  }

  function NewScreen() {
    const denial = useDenial(setup.denials.create);
    const userName = useUserName();
    const options = setup.useOptions(denial === null);
    return <WizardGate steps={steps} denial={denial}>{() => <Opener opening="" options={options} fresh={(answer) => setup.newDraft(answer, userName)} />}</WizardGate>;
  }

  function ExistingRecord({ recordNumber }: { recordNumber: string }) {
    const denial = useDenial(setup.denials.open);
    const stored = setup.useStored(recordNumber, denial === null);
    const options = setup.useOptions(denial === null);
    return (
      <WizardGate steps={steps} denial={denial} record={stored} loadingLabel={setup.area.loadingLabel} refusalOf={setup.refusalOf}>
        {/* Only a local copy started here can open as new; a stored record opens from its answer. */}
        {(record) => <Opener opening={recordNumber} stored={record} options={options} fresh={setup.blank} />}
      </WizardGate>
    );
  }

  /** The record in the navigation state, editable or read-only; without one, the area's list. */
  function ExistingScreen() {
    return <ExistingRoute numberOf={setup.numberOf} list={setup.list()}>{(recordNumber) => <ExistingRecord key={recordNumber} recordNumber={recordNumber} />}</ExistingRoute>;
  }

  return { NewScreen, ExistingScreen, Opener };
}
