// date-holidays-parser ships types (types/index.d.ts), but its package.json "exports" does not
// name them, so TypeScript cannot reach them. The part business-days.ts uses, as those types
// declare it; business-days.ts references this file so that every project compiling it sees it.
declare module 'date-holidays-parser' {
  interface Options {
    /** Holiday types to consider, e.g. ['public']. */
    types?: string[];
  }

  interface Holiday {
    /** The local start, 'YYYY-MM-DD hh:mm:ss' (with ' -hh:mm' for rules that give an offset). */
    date: string;
    type: string;
    name: string;
    rule: string;
    substitute?: boolean;
    start: Date;
    end: Date;
  }

  /** The parser date-holidays is built on; `data` is a holidays.json of one's own. */
  export default class Holidays {
    constructor(data: object, country: string, opts?: Options);
    constructor(data: object, country: string, state: string, opts?: Options);
    getHolidays(year?: number, lang?: string): Holiday[];
    /** The zones of the country and state; none for australian-holidays.json (decision 0021). */
    getTimezones(): string[];
  }
}
