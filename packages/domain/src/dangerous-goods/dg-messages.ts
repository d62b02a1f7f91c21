// Dangerous goods messages (spec 02 section 5 'Dangerous goods'), verbatim.

export const DG_MESSAGES = {
  invalidUnCode: 'Please enter a valid 4-digit UN Code.',
  classesNotAllowed: 'The selected dangerous goods classes cannot be booked online.',
  tooManyClasses: 'Number of Dangerous Goods classes cannot exceed number of line items.',
  classWithoutItem:
    'You must specify at least one freight item corresponding to each dangerous goods class selected.',
  // Texts the spec leaves to us.
  questionUnanswered: 'Please answer whether the freight contains dangerous goods.',
  noClassSelected: 'Please select at least one dangerous goods class.',
  itemClassNotSelected: 'The dangerous goods class is not one of the selected classes.',
} as const;

/** Field labels of an item's dangerous goods section. */
export const DG_FIELDS = {
  unCode: 'UN Code',
  techName: 'Technical Name',
  subRisk: 'Sub Risk',
  packGroup: 'Package Group',
  packType: 'Package Type',
  packCount: 'Package Count',
  qty: 'DG Quantity',
} as const;
