import { formatAbn } from '@portal/domain/carrier/abn';
import { dimensionFactorOf, type CompanyForm, type CompanyRecord } from '@portal/domain/carrier/company-form';
import type { CompanyListRow, SenderChoice } from '@portal/domain/carrier/company-calls';
import type { SavedAddress } from '@portal/domain/api/reference';
import { dimensionUnit } from '@portal/domain/freight/line-item-rules';
import { isSet, toFlag } from '../../db/schema';
import type { CompanyRow } from './repo';

// A company row as the back office's form shows it, and the form as the row keeps it (issue 26):
// the ABN's 11 digits written as the ATO writes them, the dimension unit as the row's factor, the
// limits as nullable columns (all null: the fallback limits, spec 01 section 9).

export function companyRecordOf(row: CompanyRow): CompanyRecord {
  return {
    id: row.id,
    name: row.name,
    abn: formatAbn(row.abn),
    requirePO: isSet(row.requirePo),
    forkliftPickup: isSet(row.forkliftPickup),
    forkliftDelivery: isSet(row.forkliftDelivery),
    defaultSenderId: row.defaultSenderId,
    defaultOpen: row.defaultOpen,
    defaultClose: row.defaultClose,
    defaultInstructions: row.defaultInstructions,
    defaultExtraEmail: row.defaultExtraEmail,
    dimensionUnit: dimensionUnit(row.dimensionFactor),
    limits: {
      weight: row.limitWeight,
      volume: row.limitVolume,
      length: row.limitLength,
      width: row.limitWidth,
      height: row.limitHeight,
      items: row.limitItems,
    },
    suspendedAt: row.suspendedAt,
    createdAt: row.createdAt,
  };
}

/** The columns of a form that companyFormErrors passed and normaliseCompanyForm wrote. */
export function companyColumnsOf(form: CompanyForm) {
  return {
    name: form.name,
    abn: form.abn,
    requirePo: toFlag(form.requirePO),
    forkliftPickup: toFlag(form.forkliftPickup),
    forkliftDelivery: toFlag(form.forkliftDelivery),
    defaultSenderId: form.defaultSenderId,
    defaultOpen: form.defaultOpen,
    defaultClose: form.defaultClose,
    defaultInstructions: form.defaultInstructions,
    defaultExtraEmail: form.defaultExtraEmail,
    dimensionFactor: dimensionFactorOf(form.dimensionUnit),
    limitWeight: form.limits.weight,
    limitVolume: form.limits.volume,
    limitLength: form.limits.length,
    limitWidth: form.limits.width,
    limitHeight: form.limits.height,
    limitItems: form.limits.items,
  };
}

export function companyListRowOf(row: Pick<CompanyRow, 'id' | 'name' | 'abn' | 'suspendedAt' | 'createdAt'>): CompanyListRow {
  return { id: row.id, name: row.name, abn: formatAbn(row.abn), suspendedAt: row.suspendedAt, createdAt: row.createdAt };
}

export function senderChoiceOf(address: SavedAddress): SenderChoice {
  const street = [address.addr1, address.addr2, address.addr3].filter((line) => line.trim() !== '').join(', ');
  return { id: address.id, name: address.name, place: `${street ? `${street}, ` : ''}${address.suburb} ${address.state} ${address.postCode}` };
}
