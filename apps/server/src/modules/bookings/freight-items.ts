import type { QuoteDraft } from '@portal/domain/api/quote';
import type { FreightItem } from '@portal/domain/booking/booking';
import { isNoDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { FREIGHT_MESSAGES, itemMessage } from '@portal/domain/freight/freight-messages';
import { itemWeight } from '@portal/domain/freight/line-item-rules';
import { type CompanyBookingOptions, lookupDangerousGood } from '../reference/service';
import type { ItemFields, LineRow } from '../../db/freight-lines-repo';

// A booking's freight lines (spec 02 section 3, 'Freight line item'), whichever booking they
// belong to: between the shared FreightItem and the stored columns, and the checks only the
// server can make.

export function itemFields(item: FreightItem, position: number): ItemFields {
  return {
    position,
    itemKey: item.key,
    quantity: item.quantity,
    type: item.type,
    description: item.description,
    unitWeight: item.unitWeight,
    weight: item.weight,
    length: item.length,
    width: item.width,
    height: item.height,
    ppi: item.ppi,
    ref: item.ref,
    dgClass: item.dgClass,
    dgUnCode: item.dgUNCode,
    dgTechName: item.dgTechName,
    dgSubRisk: item.dgSubRisk,
    dgPackGroup: item.dgPackGroup,
    dgPackType: item.dgPackType,
    dgPackCount: item.dgPackCount,
    dgQty: item.dgQty,
  };
}

/** A stored line as the shared FreightItem. */
export function freightItemOf(row: LineRow): FreightItem {
  return {
    key: row.itemKey,
    quantity: row.quantity,
    type: row.type,
    description: row.description,
    unitWeight: row.unitWeight,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    id: row.id,
    ppi: row.ppi,
    ref: row.ref,
    error: '',
    dgClass: row.dgClass,
    dgUNCode: row.dgUnCode,
    dgTechName: row.dgTechName,
    dgSubRisk: row.dgSubRisk,
    dgPackGroup: row.dgPackGroup,
    dgPackType: row.dgPackType,
    dgPackCount: row.dgPackCount,
    dgQty: row.dgQty,
  };
}

/** The freight of a booking: a quote's, a pickup's or a consignment's. */
export type BookedFreight = Pick<QuoteDraft, 'freightList' | 'ppi' | '_dgHas'>;

/** Per-line checks only the server can make; messages carry the 'Item n: ' prefix. */
export function serverItemErrors(draft: BookedFreight, ctx: CompanyBookingOptions): string[] {
  const errors: string[] = [];
  const type = draft.freightList[0]?.type ?? '';
  const entries = ctx.tariff.ppiEntries.get(type) ?? [];
  draft.freightList.forEach((item, i) => {
    if (draft.ppi && item.ppi > 0 && !entries.some((e) => e.id === item.ppi)) errors.push(itemMessage(i, FREIGHT_MESSAGES.ppiRequired));
    if (draft._dgHas === true && !isNoDgClass(item.dgClass) && item.dgUNCode.trim() !== '') {
      const found = lookupDangerousGood(item.dgClass, item.dgUNCode.trim());
      if ('error' in found) errors.push(itemMessage(i, found.error));
    }
  });
  return errors;
}

/** The lines to store: the weight the rules checked, and the UN list's technical names. */
export function storedItems(draft: BookedFreight): FreightItem[] {
  return draft.freightList.map((item) => {
    const dg = draft._dgHas === true && !isNoDgClass(item.dgClass) ? lookupDangerousGood(item.dgClass, item.dgUNCode.trim()) : null;
    return {
      ...item,
      weight: String(itemWeight(item)),
      dgTechName: dg && 'name' in dg ? dg.name : item.dgTechName,
      error: '',
    };
  });
}
