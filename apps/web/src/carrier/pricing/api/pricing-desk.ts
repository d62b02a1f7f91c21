import { RATE_CARD_CALLS, type NewVersionInput } from '@portal/domain/carrier/pricing-calls';
import { useQuery } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { PRICING_KEY, usePricingChange } from './pricing-key';

/** GET pricing: today on the carrier's clock, the cards, the levy warnings, and the freight types for the price check. */
export const usePricingDesk = () => useQuery({ queryKey: [...PRICING_KEY, 'desk'], queryFn: () => callCarrier(RATE_CARD_CALLS.pricingDesk, {}) });

/** GET pricing/cards/:card: a card's versions, newest first; '' asks nothing (a path naming no card). */
export const usePricingCard = (card: string) =>
  useQuery({ queryKey: [...PRICING_KEY, 'card', card], queryFn: () => callCarrier(RATE_CARD_CALLS.pricingCard, { card }), enabled: card !== '' });

/** POST pricing/cards/:card/versions: a new draft, empty (copyOf null) or a copy of a version of the card. */
export const useNewVersion = () =>
  usePricingChange(({ card, ...draft }: NewVersionInput & { card: string }) => callCarrier(RATE_CARD_CALLS.newVersion, draft, {}, { card }));
