// Line item and totals messages (spec 02 section 5 'Line items'), verbatim.

export const FREIGHT_MESSAGES = {
  typesMustMatch: 'All freight types must match.',
  cubicVolumeTooSmall: 'The total cubic volume must be greater than 0.01 m³.',
  // Texts the spec leaves to us.
  typeRequired: 'Freight type is required.',
  typeNotOnRoute: 'The freight type is not available between this destination pair.',
  ppiRequired: 'Price Per Item is required.',
  ppiModeMismatch: 'Book Price Per Item does not match the freight type.',
  noItems: 'At least one line item is required.',
} as const;

/** The field labels of a line item card, as the numeric and text messages name them. */
export const FREIGHT_FIELDS = {
  quantity: 'Number of items',
  description: 'Description',
  unitWeight: 'Weight per item',
  weight: 'Weight',
  length: 'Length',
  width: 'Width',
  height: 'Height',
  ref: 'Reference',
} as const;

export function totalWeightExceeds(max: number): string {
  return `The total weight exceeds ${max} kg.`;
}

export function totalCubicVolumeExceeds(max: number): string {
  return `The total cubic volume exceeds ${max} m³.`;
}

export function moreLineItemsThan(max: number): string {
  return `There are more than ${max} line items.`;
}

/** A warning, not an error: Add stops at the maximum (spec 02 section 4). */
export function maximumLineItemsReached(max: number): string {
  return `The maximum ${max} line items has been reached`;
}

/** 'Item n: {message}', n counting from 1. */
export function itemMessage(index: number, message: string): string {
  return `Item ${index + 1}: ${message}`;
}
