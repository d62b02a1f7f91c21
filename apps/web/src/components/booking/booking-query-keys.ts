// The cached lists that more than one booking feature changes: converting a quote to a pickup
// or a drop freight changes the quote list's row (its pickup or consignment number).

export const quotesQueryKey = ['quotes'] as const;
