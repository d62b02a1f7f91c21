import { CARRIER_AREA_PATH } from '../../lib/carrier-area-path';

/** The pricing desk's pages under #/carrier/pricing (issue 27). */
export const PRICING_PATH = `${CARRIER_AREA_PATH}/pricing`;
export const cardPath = (card: string) => `${PRICING_PATH}/cards/${card}`;
export const versionPath = (id: number) => `${PRICING_PATH}/versions/${id}`;
export const impactPath = (id: number) => `${versionPath(id)}/impact`;
export const importPath = (id: number) => `${PRICING_PATH}/imports/${id}`;
export const LEVIES_PATH = `${PRICING_PATH}/levies`;
export const PRICE_CHECK_PATH = `${PRICING_PATH}/price-check`;

/** What a page opened after a change says first: the change's own sentence. */
export interface NoticeState {
  notice: string;
}

/** A record's id from the path, or null when the path names none ('abc', '0'). */
export function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
}
