import { describe, expect, it } from 'vitest';
import { listCursorText, parseListCursor } from './list-cursor';
import { BAD_CURSOR, listSchema } from './list-schema';

describe('list cursors', () => {
  it('read back what they wrote', () => {
    const cursor = { createdAt: 1_772_441_200_000, id: 123_456 };
    expect(parseListCursor(listCursorText(cursor))).toEqual(cursor);
  });

  it.each(['', 'abc', '1.', '.1', '1.0', '-1.2', '1.2.3', '1e3.4', '9999999999999999.1', ' 1.2'])('refuse %j', (text) => {
    expect(parseListCursor(text)).toBeNull();
  });
});

describe('listSchema', () => {
  it('trims the search and keeps a good cursor', () => {
    expect(listSchema.parse({ search: '  FP2 ', before: '5.6' })).toEqual({ search: 'FP2', before: '5.6' });
    expect(listSchema.parse({})).toEqual({});
  });

  it('refuses a long search and a malformed cursor, naming the field', () => {
    expect(listSchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(listSchema.safeParse({ search: ` ${'x'.repeat(100)} ` }).success).toBe(true);
    const bad = listSchema.safeParse({ before: 'page-2' });
    expect(bad.error?.issues).toMatchObject([{ path: ['before'], message: BAD_CURSOR }]);
  });
});
