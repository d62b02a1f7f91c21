// Texts of the booking workflows shown verbatim to users (spec 02 sections 2, 4, 6 and 8), typos
// included. Validation messages live beside their rules (details/, freight/, dangerous-goods/,
// services/, quote/); these are the permission denials, page messages and notices.

export const BOOKING_MESSAGES = {
  // Permission denials (spec 02 section 6). Each shows in a 'Permission Denied' dialog.
  permissionDeniedTitle: 'Permission Denied',
  goBack: 'Go Back',
  noAccessCreatePickup: 'You do not have access to create a pickup.',
  noAccessViewPickups: 'You do not have access to view pickups.',
  noAccessCreateQuotation: 'You do not have access to create a quotation.',
  noAccessViewQuotations: 'You do not have access to view quotations.',
  noQuotationToConvert: 'You do not have a quotation to convert',
  noAccessConvertToPickup: 'You do not have access to convert a quotation to a pickup.',
  noAccessConvertToConsignment: 'You do not have access to convert a quotation to a consignment',
  noAccessCreateConsignment: 'You do not have access to create a consignment.',
  /** Opening an existing consignment (no full stop in the spec). */
  noAccessViewConsignment: 'You do not have access to view consignments',
  /** The consignments list. */
  noAccessViewConsignments: 'You do not have access to view consignments.',
  noAccessViewPods: 'You do not have access to view PODs.',
  // Texts the spec leaves to us for the quote access rules it states without a message.
  noAccessEditQuotations: 'You do not have access to edit quotations.',
  quoteAlreadyAccepted: 'This quotation has been accepted and can no longer be changed.',
  noAccessAcceptQuotation: 'You do not have access to accept a quotation.',

  // Page messages (spec 02 section 8).
  failedToPrintLabel: 'Failed to print label',
  failedToDownloadPdf: 'Failed to download the PDF.',
  errorRequestingDocument: 'Error requesting document',
  errorLoadingDocument: 'Error loading document',
  loadingDocument: 'Loading document',
  loadingLabel: 'Loading label',
  generatingConsignment: 'Generating consignment',
  generatingLabel: 'Generating label',
  loadingTracking: 'Loading tracking information...',
  failedToLoadQuoteOptions: 'Failed to load the quote options.',
  badRequest: 'Bad Request',
  loadingData: 'Loading Data...',
  consignmentsFrom: 'Consignments from',

  // Notices (spec 02 section 8).
  dgCannotBeAmended: "Dangerous Goods can't be amended as it was selected as part of the quoting process",
  dgCannotBeSelected: "Dangerous Goods can't be selected as it wasn't part of the quoting process",
  /** pickupRequired above 1: Convert to Pickup only. */
  dropFreightNotAvailable: 'As pickup was selected as part of the quoting process, drop freight in is not available',
  /** 'the reverse applies when pickup was not selected': Drop Freight in only. */
  convertToPickupNotAvailable:
    'As pickup was not selected as part of the quoting process, convert to pickup is not available',
  /** The customer's card has no rate for the route (DESIGN.md, issue 3). */
  /** Where Create Consignment's Finish goes, said under it (issue 10). */
  finishToPickups: 'Finish returns to Existing Pickups.',
  finishToDropFreight: 'Finish returns to Existing Drop Freight.',
  finishToDashboard: 'Finish returns to the dashboard.',
  /** Quote Summary without QuotationFinancials view (spec 02 section 6): the user is told why no total shows. */
  pricesNotShown: 'Prices are not shown for your role.',
  generalRateUsed: 'There are no customer rates for this route, so the General rate card has been used.',
  /** A quoted pickup shows its freight read-only (spec 02 section 2; exact text not shown). */
  quotedFreightLocked: 'Freight may not be modified as it was selected as part of the quoting process',
  // Texts the spec leaves to us, in the words of its nearest ones (the quoting notices above).
  quotedRouteLocked: "The sender and receiver suburbs can't be amended as they were selected as part of the quoting process",
  quotedServicesLocked: "The pickup and delivery services can't be amended as they were selected as part of the quoting process",

  // Wizard texts (spec 02 sections 2 and 4).
  selectPlaceholder: 'Please make a selection',
  manualAddress: 'Manual Address',
  /** Suffix of the freight step's error list (spec 02 section 5). */
  fixTheIssue: 'Fix the issue',
  dropFreightInProgressTitle: 'Drop Freight in Progress',
  outstandingDropFreight: 'This account has an outstanding drop freight, would you like to complete the drop freight?',
  noNewDropFreight: 'No, new drop freight',
  duplicateDropFreightTitle: 'Duplicate Drop Freight',
  duplicateQuoteTitle: 'Duplicate Quote',
  cancel: 'Cancel',

  // The local-copy prompt of a pickup or quote (spec 02 section 4: open the local copy, reload
  // from the server, or start new). Its words are given only for drop freight; these mirror them.
  quoteInProgressTitle: 'Quote in Progress',
  pickupInProgressTitle: 'Pickup in Progress',
  outstandingQuote: 'This account has an outstanding quote, would you like to complete the quote?',
  outstandingPickup: 'This account has an outstanding pickup, would you like to complete the pickup?',
  openLocalCopy: 'Open Local Copy',
  reloadFromServer: 'Reload from Server',
  startNew: 'Start New',
} as const;

/** 'Is {company} paying for this freight?' (spec 02 section 2, Accounts step). */
export function accountsQuestion(company: string): string {
  return `Is ${company} paying for this freight?`;
}

/** Accounts step, answer No: 'an error tells the user to contact the provider' (section 2; text not shown). */
export function accountsNotPaying(company: string): string {
  return `Please contact your provider to arrange freight that ${company} is not paying for.`;
}

/** Shown as Permission Denied (spec 02 section 8). */
export function pickupDoesNotExist(pickupNumber: string): string {
  return `Pickup ${pickupNumber} does not exist`;
}

export function notAbleToAcceptQuote(serverMessage: string): string {
  // A server sentence brings its own full stop (the changed-meanwhile refusal, decision 0030): one is enough.
  return `Not able to accept the quote: ${serverMessage.replace(/\.$/, '')}.`;
}

export function failedToPrintConsignment(conNumber: string): string {
  return `Failed to print consignment #${conNumber}.`;
}

/** A missing document; it leads to BOOKING_MESSAGES.errorRequestingDocument. */
export function documentNotFound(docNumber: string): string {
  return `${docNumber} not found`;
}

export function noTrackingInformation(conNumber: string): string {
  return `No tracking information available for consignment #${conNumber}.`;
}

export function scannedOriginalMissing(conNumber: string): string {
  return `Could not locate scanned original for ${conNumber}`;
}

/** A programming error: a store was asked for a page it does not have. */
export function dropFreightPageNotSupported(page: string): string {
  return `Drop Freight Page (${page}) is not supported`;
}

export function duplicateDropFreightConfirm(conNumber: string): string {
  return `This will create a copy of consignment ${conNumber}. Are you sure you want to continue?`;
}

/** The quotes list's duplicate confirmation, in the words of the drop-freight one. */
export function duplicateQuoteConfirm(quoteNumber: string): string {
  return `This will create a copy of quote ${quoteNumber}. Are you sure you want to continue?`;
}

export function dropFreightLocalCopy(conNumber: string): string {
  return `Dropfreight ${conNumber} has a local copy, would you like to pickup where you left off?`;
}

/** A numbered quote or pickup with a local copy, in the words of the drop-freight prompt. */
export function localCopyPrompt(kind: 'Quote' | 'Pickup', recordNumber: string): string {
  return `${kind} ${recordNumber} has a local copy, would you like to pickup where you left off?`;
}
