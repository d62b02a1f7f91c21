import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { createDropFreightDenial, openDropFreightDenial } from '@portal/domain/consignment/drop-freight-access';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { serverDenial } from '../../../components/booking/server-denial';
import { useQuoteConversion } from '../../../components/booking/use-quote-conversion';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { ErrorList } from '../../../components/error-list';
import { FullPageLoader } from '../../../components/full-page-loader';
import { PermissionDenied } from '../../../components/permission-denied';
import { useDirectDropFreightOptions, useDropFreight, useQuoteConvertedTo, useQuoteDropFreightOptions } from '../api/drop-freight-queries';
import { blankDropFreightDraft, dropFreightFromQuote, newDropFreightDraft } from '../store/drop-freight-wizard-state';
import { DropFreightListScreen } from './drop-freight-list-screen';
import { DropFreightOpener } from './drop-freight-opener';
import { conNumberOfState, existingDropFreightState } from '../../../components/drop-freight-route-state';

// The drop-freight routes of spec 02 section 2: /directdropfreight/new, /directdropfreight/existing
// and /quote/dropfreight, with the permission rules of section 6.

const frame = (children: ReactNode) => <WizardFrame steps={WIZARD_STEPS.dropFreight}>{children}</WizardFrame>;

/** /directdropfreight/:route: 'Bad Request' for a route that is neither new nor existing (spec 02 section 8). */
export function DirectDropFreightScreen() {
  const { route } = useParams();
  if (route === 'new') return <NewDropFreight />;
  if (route === 'existing') return <ExistingDropFreightScreen />;
  return frame(<ErrorList lines={[BOOKING_MESSAGES.badRequest]} />);
}

/** The direct wizard for a new drop freight: Consignments.add. */
function NewDropFreight() {
  const denial = useSessionStore((s) => createDropFreightDenial(s.session?.user.permissions ?? {}));
  const userName = useSessionStore((s) => s.session?.user.name ?? '');
  const options = useDirectDropFreightOptions(denial === null);
  if (denial) return frame(<PermissionDenied message={denial} />);
  return <DropFreightOpener opening="" options={options} fresh={(answer) => newDropFreightDraft(answer, userName)} />;
}

/** With a consignment in the navigation state, that drop freight; without one, the list. */
function ExistingDropFreightScreen() {
  const conNumber = conNumberOfState(useLocation().state);
  if (!conNumber) return <DropFreightListScreen />;
  return <ExistingDropFreight key={conNumber} conNumber={conNumber} />;
}

function ExistingDropFreight({ conNumber }: { conNumber: string }) {
  const denial = useSessionStore((s) => openDropFreightDenial(s.session?.user.permissions ?? {}));
  const stored = useDropFreight(conNumber, denial === null);
  const options = useDirectDropFreightOptions(denial === null);
  const refused = denial ?? serverDenial(stored.error);
  if (refused) return frame(<PermissionDenied message={refused} />);
  if (!stored.data) {
    return frame(
      <>
        {stored.isPending && <FullPageLoader label="Loading the drop freight" />}
        <ErrorList lines={errorLines(stored.error)} />
      </>,
    );
  }
  return <DropFreightOpener opening={conNumber} serverDraft={stored.data} options={options} fresh={() => blankDropFreightDraft()} />;
}

/** /quote/dropfreight: the quote in the navigation state as a drop freight; Quotations.edit and Consignments.add. */
export function QuoteDropFreightScreen() {
  const { convert, userName, denial } = useQuoteConversion('convertToConsignment');
  const options = useQuoteDropFreightOptions(convert?.quoteNumber ?? '', denial === null);
  // A reload after Enter Consignment Number finds the quote claimed by this very drop freight: resume it.
  const convertedTo = useQuoteConvertedTo(convert?.quoteNumber ?? '', options.isError);
  if (denial || !convert) return frame(<PermissionDenied message={denial ?? BOOKING_MESSAGES.noQuotationToConvert} />);
  if (convertedTo.data) return <Navigate to="/directdropfreight/existing" replace state={existingDropFreightState(convertedTo.data)} />;
  if (options.isError && convertedTo.isPending) return frame(<FullPageLoader label="Loading the drop freight" />);
  return (
    <DropFreightOpener
      key={convert.quoteNumber}
      opening=""
      options={options}
      fresh={(answer) => dropFreightFromQuote(convert, answer, userName)}
      optionsFailure={BOOKING_MESSAGES.failedToLoadQuoteOptions}
    />
  );
}
