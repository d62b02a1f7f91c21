import { CARRIER_AREA_PATH } from '../../lib/carrier-area-path';

/** The Companies section's pages under #/carrier/companies. */
export const COMPANIES_PATH = `${CARRIER_AREA_PATH}/companies`;
export const companyPath = (id: number) => `${COMPANIES_PATH}/${id}`;

/** What a page opened after a change says first: the change's own sentence. */
export interface NoticeState {
  notice: string;
}
