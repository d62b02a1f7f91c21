import { describe, expect, it } from 'vitest';
import { StatementCache } from './statement-cache';

describe('StatementCache', () => {
  it('prepares each SQL text once and evicts the least recently used', () => {
    const prepared: string[] = [];
    const cache = new StatementCache((sql) => {
      prepared.push(sql);
      return { sql };
    }, 2);
    const first = cache.get('select 1');
    expect(cache.get('select 1')).toBe(first);
    cache.get('select 2');
    cache.get('select 1');
    cache.get('select 3');
    // 'select 2' was the coldest when 'select 3' came in.
    cache.get('select 1');
    cache.get('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });
});
