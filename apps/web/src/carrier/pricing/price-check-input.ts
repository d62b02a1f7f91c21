import type { PriceCheckInput, PricingDeskAnswer } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import type { Amount } from './amount';

// The price check's form as typed, and the payload it makes (POST priceCheck) or the sentences
// of what is missing. The server checks the payload again with priceCheckSchema.

export interface CheckLine {
  quantity: Amount;
  /** kg each. */
  unitWeight: Amount;
  /** cm. */
  length: Amount;
  width: Amount;
  height: Amount;
  /** A price per item entry's id, for a per-item freight type. */
  ppi: string | null;
}

export type ServiceChoice = 1 | 2 | 3;

export interface CheckForm {
  /** null: the General card alone. */
  company: { id: number; name: string } | null;
  day: string;
  sender: string;
  receiver: string;
  freightType: string | null;
  lines: CheckLine[];
  pickupRequired: ServiceChoice;
  deliveryRequired: ServiceChoice;
  dangerousGoods: boolean;
}

/** The most lines the check takes (priceCheckSchema). */
export const MAX_LINES = 20;

export const emptyLine = (): CheckLine => ({ quantity: 1, unitWeight: '', length: '', width: '', height: '', ppi: null });

export const emptyCheck = (today: string): CheckForm => ({
  company: null,
  day: today,
  sender: '',
  receiver: '',
  freightType: null,
  lines: [emptyLine()],
  pickupRequired: 2,
  deliveryRequired: 2,
  dangerousGoods: false,
});

/** Whether a freight type is priced per item: its lines name an entry instead of a weight. */
export const isPerItem = (freightType: string | null, types: PricingDeskAnswer['freightTypes']) => types.some((type) => type.freight === freightType && type.ppiOnly);

const lineProblem = (line: CheckLine, n: number, perItem: boolean): string | null => {
  if (perItem) return line.quantity === '' ? PRICING_DESK_MESSAGES.lineIncomplete(n) : line.ppi === null ? PRICING_DESK_MESSAGES.ppiRequired(n) : null;
  return line.quantity === '' || line.unitWeight === '' ? PRICING_DESK_MESSAGES.lineIncomplete(n) : null;
};

const measure = (value: Amount) => (value === '' ? 0 : value);

/** What is sent, or the sentences of what is missing, in the form's order. */
export function checkInputOf(form: CheckForm, types: PricingDeskAnswer['freightTypes']): PriceCheckInput | string[] {
  const perItem = isPerItem(form.freightType, types);
  const problems = [
    form.day ? null : PRICING_DESK_MESSAGES.dayRequired,
    form.sender ? null : PRICING_DESK_MESSAGES.senderRequired,
    form.receiver ? null : PRICING_DESK_MESSAGES.receiverRequired,
    form.freightType ? null : PRICING_DESK_MESSAGES.freightTypeRequired,
    ...form.lines.map((line, i) => lineProblem(line, i + 1, perItem)),
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0 || !form.freightType) return problems;
  return {
    card: form.company ? String(form.company.id) : 'general',
    day: form.day,
    sender: form.sender,
    receiver: form.receiver,
    freightType: form.freightType,
    lines: form.lines.map((line) => ({
      quantity: measure(line.quantity),
      unitWeight: measure(line.unitWeight),
      length: measure(line.length),
      width: measure(line.width),
      height: measure(line.height),
      ppi: perItem && line.ppi !== null ? Number(line.ppi) : null,
    })),
    pickupRequired: form.pickupRequired,
    deliveryRequired: form.deliveryRequired,
    dangerousGoods: form.dangerousGoods,
  };
}
