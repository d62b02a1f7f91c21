import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { PermissionDenied } from '../../../components/permission-denied';
import { useQuoteConvertOptions } from '../api/get-quote-convert-options';
import { pickupFromQuote } from '../store/pickup-wizard-state';
import { WizardFrame } from '../../../components/booking/wizard/wizard-frame';
import { PickupOpener } from './pickup-opener';
import { useQuoteConversion } from '../../../components/booking/use-quote-conversion';

/**
 * /quote/convert: the Convert Quote wizard for the quote in the navigation state. Needs
 * Quotations.edit and Pickups.add, and a quote (spec 02 section 6).
 */
export function ConvertQuoteScreen() {
  const { convert, userName, denial } = useQuoteConversion('convertToPickup');
  const options = useQuoteConvertOptions(convert?.quoteNumber ?? '', denial === null);
  if (denial || !convert) {
    return (
      <WizardFrame steps={WIZARD_STEPS.convertQuote}>
        <PermissionDenied message={denial ?? BOOKING_MESSAGES.noQuotationToConvert} />
      </WizardFrame>
    );
  }
  return (
    <PickupOpener
      key={convert.quoteNumber}
      opening=""
      options={options}
      fresh={(answer) => pickupFromQuote(convert, answer, userName)}
      steps={WIZARD_STEPS.convertQuote}
      optionsFailure={BOOKING_MESSAGES.failedToLoadQuoteOptions}
    />
  );
}
