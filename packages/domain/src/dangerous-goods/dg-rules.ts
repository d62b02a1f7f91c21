import type { FreightItem } from '../booking/booking';
import { checkLength, checkRequiredText, requiredMessage } from '../freight/text-fields';
import { itemMessage } from '../freight/freight-messages';
import { checkNumber, type NumericRule } from '../validation/numeric';
import { DG_ALLOWED_CLASSES, isNoDgClass } from './dg-classes';
import { DG_FIELDS, DG_MESSAGES } from './dg-messages';

// Dangerous goods rules (spec 02 section 5 'Dangerous goods').

export const UN_CODE_MAX = 3550;
export const DG_QTY_MIN = 0.1;
export const DG_QTY_MAX_LENGTH = 10;
export const DG_PACK_GROUP_MAX = 10;
export const DG_PACK_TYPE_MAX = 30;
export const DG_TECH_NAME_MAX = 50;

export type DgItemFields = Pick<
  FreightItem,
  'dgClass' | 'dgUNCode' | 'dgTechName' | 'dgSubRisk' | 'dgPackGroup' | 'dgPackType' | 'dgPackCount' | 'dgQty'
>;

/** Four digits from 0000 to 3550, else 'Please enter a valid 4-digit UN Code.' */
export function unCodeError(code: string): string | undefined {
  return /^\d{4}$/.test(code) && Number(code) <= UN_CODE_MAX ? undefined : DG_MESSAGES.invalidUnCode;
}

function requiredNumber(text: string, rule: NumericRule): string | undefined {
  return text.trim() === '' ? requiredMessage(rule.field) : checkNumber(text, rule);
}

/**
 * An item's dangerous goods fields, without the 'Item n: ' prefix. Nothing is checked when the
 * class is N/A (its fields are cleared and disabled); otherwise every field is required except
 * sub risk and package group.
 */
export function dgItemErrors(item: DgItemFields): string[] {
  if (isNoDgClass(item.dgClass)) return [];
  const f = DG_FIELDS;
  const checks = [
    unCodeError(item.dgUNCode),
    checkRequiredText(item.dgTechName, f.techName, DG_TECH_NAME_MAX),
    item.dgSubRisk.trim() === '' ? undefined : checkNumber(item.dgSubRisk, { field: f.subRisk, min: 0, decimals: 1 }),
    checkLength(item.dgPackGroup, f.packGroup, DG_PACK_GROUP_MAX),
    checkRequiredText(item.dgPackType, f.packType, DG_PACK_TYPE_MAX),
    requiredNumber(item.dgPackCount, { field: f.packCount, min: 1, decimals: 0 }),
    checkLength(item.dgQty, f.qty, DG_QTY_MAX_LENGTH) ??
      requiredNumber(item.dgQty, { field: f.qty, min: DG_QTY_MIN, decimals: 1 }),
  ];
  return checks.filter((m): m is string => m !== undefined);
}

/** The class tiles' rules: only allowed classes, and no more classes than line items. */
export function dgClassSelectionErrors(classes: readonly string[], lineItems: number): string[] {
  const errors: string[] = [];
  if (classes.some((name) => !DG_ALLOWED_CLASSES.includes(name))) errors.push(DG_MESSAGES.classesNotAllowed);
  if (classes.length > lineItems) errors.push(DG_MESSAGES.tooManyClasses);
  return errors;
}

/** Each selected class needs an item of that class (item information page). */
export function dgClassCoverageErrors(classes: readonly string[], items: readonly DgItemFields[]): string[] {
  const used = new Set(items.map((item) => item.dgClass));
  return classes.every((name) => used.has(name)) ? [] : [DG_MESSAGES.classWithoutItem];
}

export interface DgAnswer {
  /** null until the question is answered. */
  _dgHas: boolean | null;
  dgClasses: string[];
  freightList: readonly DgItemFields[];
}

/**
 * Every dangerous goods message of a submitted booking. Item classes must be among the selected
 * ones. When the answer is No nothing else is checked: answering No clears the classes and the
 * item fields (answerDgQuestion), which a server should apply before saving.
 */
export function dangerousGoodsErrors(answer: DgAnswer): string[] {
  if (answer._dgHas === null) return [DG_MESSAGES.questionUnanswered];
  if (!answer._dgHas) return [];
  const errors: string[] = [];
  if (answer.dgClasses.length === 0) errors.push(DG_MESSAGES.noClassSelected);
  errors.push(...dgClassSelectionErrors(answer.dgClasses, answer.freightList.length));
  errors.push(...dgClassCoverageErrors(answer.dgClasses, answer.freightList));
  answer.freightList.forEach((item, i) => {
    if (!isNoDgClass(item.dgClass) && !answer.dgClasses.includes(item.dgClass)) {
      errors.push(itemMessage(i, DG_MESSAGES.itemClassNotSelected));
    }
    errors.push(...dgItemErrors(item).map((m) => itemMessage(i, m)));
  });
  return errors;
}
