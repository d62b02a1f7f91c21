import type { BookingOptions } from '@portal/domain/api/reference';
import type { Permissions } from '@portal/domain/permissions';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import type { ConvertQuoteState } from '../booking-from-quote';
import { useQuoteConversion } from '../use-quote-conversion';
import { FullPageLoader } from '../../full-page-loader';
import { WizardFrame } from './wizard-frame';
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

export interface ConvertSetup<D> {
  /** Its permission rule (spec 02 section 6). */
  action: 'convertToPickup' | 'convertToConsignment';
  /** The stepper's names on a quote's route. */
  steps: readonly string[];
  useOptions: (quoteNumber: string, enabled: boolean) => UseQueryResult<BookingOptions>;
  fromQuote: (convert: ConvertQuoteState, options: BookingOptions, userName: string) => D;
  /**
   * A quote this wizard already converted is resumed rather than converted again (a drop
   * freight reloaded after its number, decision 0040): where to go, or that the answer is awaited.
   */
  useResume?: (quoteNumber: string, optionsFailed: boolean) => { to?: ReactNode; waiting: boolean };
}

const NO_RESUME = (): { to?: ReactNode; waiting: boolean } => ({ waiting: false });

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

/**
 * A wizard's convert route: the quote in the navigation state as a new draft, through the
 * wizard's opener; 'You do not have a quotation to convert' without one.
 */
export function quoteConversionScreen<S extends OpenableStore<D>, R, D>(
  Opener: (props: BookingOpenerProps<S, R, D>) => ReactNode,
  setup: ConvertSetup<D>,
  loadingLabel: string,
) {
  return function ConvertScreen() {
    const { action, steps: quoteSteps, useOptions, fromQuote, useResume = NO_RESUME } = setup;
    const { convert, userName, denial } = useQuoteConversion(action);
    const options = useOptions(convert?.quoteNumber ?? '', denial === null);
    const resume = useResume(convert?.quoteNumber ?? '', options.isError);
    if (resume.to) return resume.to;
    const opener = (quote: ConvertQuoteState) => (
      <Opener
        key={quote.quoteNumber}
        opening=""
        options={options}
        fresh={(answer) => fromQuote(quote, answer, userName)}
        steps={quoteSteps}
        optionsFailure={BOOKING_MESSAGES.failedToLoadQuoteOptions}
      />
    );
    const waiting = (
      <WizardFrame steps={quoteSteps}>
        <FullPageLoader label={loadingLabel} />
      </WizardFrame>
    );
    return (
      <WizardGate steps={quoteSteps} denial={denial ?? (convert ? null : BOOKING_MESSAGES.noQuotationToConvert)}>
        {() => (resume.waiting ? waiting : convert && opener(convert))}
      </WizardGate>
    );
  };
}
