// The one paging contract of the four record lists (issue 12, decision 0029): GET quotes,
// GET pickups/list, GET directdropfreight/existing and GET consignments. Each answers one page of
// its 30-day window (spec 02 section 2), newest first, with the cursor of the page after it.

/** Rows of one page, for every list: a screen's worth, and a bounded read for the server. */
export const LIST_PAGE_SIZE = 50;

/** The longest search a list accepts (after trimming). */
export const LIST_SEARCH_MAX = 100;

export interface ListInput {
  /** Any part of a number, a reference or a party (business, name or suburb); case is ignored. */
  search?: string;
  /** A previous answer's `next`, passed back as it came: the page after that one. */
  before?: string;
}

/** What every list answer carries beside its rows. */
export interface ListPage {
  /** Epoch milliseconds of the list's first day (30 days ago). */
  since: number;
  /** The cursor of the next page; null on the last page. */
  next: string | null;
}
