import { describe, expect, it } from 'vitest';
import type { GenerateDocumentAnswer } from '@portal/domain/api/documents';
import { LABEL_STOCKS } from '@portal/domain/documents/document-names';
import { call } from '../test/api';
import { bookConsignment, generate } from '../test/consignments';
import { testApp } from '../test/test-app';
import { A_REFS, buildWorld } from './access-world';

// Issue 13's tenancy checks beside the access matrix: a search of another company's lists finds
// none of company A's rows, and a signed document link opens exactly the document, company and
// moment it was signed for (DESIGN.md: document, company, expiry, HMAC).

const { app, db, clock, config } = await testApp();
const w = await buildWorld(app, db, clock);

const LISTS = [
  ['quotes', 'quotes'],
  ['pickups/list', 'pickups'],
  ['directdropfreight/existing', 'quotes'],
  ['consignments', 'consignments'],
] as const;

const rowsOf = async (token: string, path: string, key: string, search: string) => {
  const response = await call(app, 'GET', path, { token, query: { search } });
  expect(response.statusCode, `${path} ${search}`).toBe(200);
  return (response.json<Record<string, unknown[]>>()[key] ?? []).length;
};

describe("another company's lists and searches", () => {
  it("never hold company A's rows, searched by number or reference", async () => {
    const { quote, pickup, bookedDropFreight, consignment } = w.records;
    const terms = [quote, pickup, bookedDropFreight, consignment, ...Object.values(A_REFS)];
    for (const [path, key] of LISTS) {
      // The owner finds them: the searches work, so an empty answer below means something.
      const found = await Promise.all(terms.map((term) => rowsOf(w.tokens.booker, path, key, term)));
      expect(found.some((n) => n > 0), path).toBe(true);
      for (const token of [w.tokens.otherCompany, w.tokens.otherAdmin]) {
        for (const term of terms) expect(await rowsOf(token, path, key, term), `${path} ${term}`).toBe(0);
      }
    }
  });
});

describe('a signed document link', () => {
  const other = async () => {
    const conNumber = await bookConsignment(app, w.tokens.otherCompany);
    return new URL((await generate(app, w.tokens.otherCompany, { docRN: conNumber, docType: 'CON' })).json<GenerateDocumentAnswer>().url, 'http://x');
  };
  /** A well-formed other value (a malformed one is the schema's 400, not a forgery). */
  const otherValue = (name: string, value: string) => (name === 'stock' ? LABEL_STOCKS.find((s) => s !== value)! : `${value}9`);
  const open = (url: URL) => app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const tampered = (url: URL, name: string, value: string) => {
    const copy = new URL(url);
    copy.searchParams.set(name, value);
    return copy;
  };

  it('opens the document it was signed for, and nothing once any part of it changes', async () => {
    const link = new URL(w.records.pdfUrl, 'http://x');
    expect((await open(link)).statusCode).toBe(200);
    const foreign = await other();
    const note = new URL((await generate(app, w.tokens.booker, { docRN: w.records.consignment, docType: 'CON' })).json<GenerateDocumentAnswer>().url, 'http://x');
    const changes: [string, string][] = [
      // Another document: A's consignment note of the same consignment (the link is its label), and B's.
      ['doc', note.searchParams.get('doc')!],
      ['doc', foreign.searchParams.get('doc')!],
      ['company', String(w.coastalId)],
      ['expires', String(Number(link.searchParams.get('expires')) + 3_600_000)],
      ['print', link.searchParams.get('print') === '1' ? '0' : '1'],
      ['sig', foreign.searchParams.get('sig')!],
      ['sig', `${link.searchParams.get('sig')!.slice(0, -2)}AA`],
      // Every other field the link carries (the user it was issued to, the stock) is signed too.
      ...[...link.searchParams.keys()].filter((k) => !['doc', 'company', 'expires', 'print', 'sig'].includes(k)).map((k): [string, string] => [k, otherValue(k, link.searchParams.get(k)!)]),
    ];
    for (const [name, value] of changes) expect((await open(tampered(link, name, value))).statusCode, `${name}=${value}`).toBe(403);
    // B's own link with A's document or company is no better.
    expect((await open(tampered(foreign, 'doc', link.searchParams.get('doc')!))).statusCode).toBe(403);
    expect((await open(tampered(foreign, 'company', String(w.acmeId)))).statusCode).toBe(403);
  });

  it('expires', async () => {
    const link = new URL(w.records.pdfUrl, 'http://x');
    clock.advance(config.documents.urlLifetimeMs + 1000);
    try {
      expect((await open(link)).statusCode).toBe(403);
    } finally {
      clock.advance(-(config.documents.urlLifetimeMs + 1000));
    }
  });
});
