import fc from 'fast-check';

// The hostile values of issue 13: strings that have broken other services (unicode edges,
// injection shapes, oversized text) and values of the wrong type. Each field of a request is
// fed these; the server must refuse them by name (400) or store them unchanged.

/** Unicode that trips naive code: NUL, lone surrogates, bidi marks, 4-byte emoji, combining marks. */
export const UNICODE_EDGES: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\u200f\u200e\u2066RTL\u2069',
  '\u{1F4E6}\u{1F69A}',
  '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}',
  'Z\u0351\u0352\u0353\u0354a\u0300\u0301\u0302\u0303',
  '\ufeffBOM',
  '\u2028\u2029',
  '\uffff\ufffe',
  'line\r\nX-Injected: 1',
  '\t\v\f',
  ' ',
  '',
];

/** Injection shapes: SQL, HTML/script, path traversal, format strings, template syntax. */
export const INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "Robert'); DELETE FROM quotes;--",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%s%s%s%n',
  '%x%x%x',
  '{0}{1}',
  '${7*7}',
  '{{constructor.constructor("return 1")()}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** Strings that look like numbers to a lax parser. */
export const NUMBER_LIKE: readonly string[] = ['NaN', 'Infinity', '-Infinity', '1e400', '-0', '0x1F', '1_000', '9'.repeat(400), '1.7976931348623157e309', ' 7 ', '0.1e-400'];

/** 100 KB: beyond every field's limit, well under the 1 MB body limit. */
export const OVERSIZED = 'A'.repeat(100 * 1024);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE_EDGES, ...INJECTIONS, ...NUMBER_LIKE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(OVERSIZED) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...INJECTIONS), fc.constantFrom(...UNICODE_EDGES)).map(([a, b]) => `${a}${b}${a}`),
  },
);

/** Numbers no field accepts as they are: huge, negative, fractional, unsafe. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, Number.MIN_VALUE, 4294967296),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** An array or object nested `depth` deep (JSON has no depth limit of its own). */
export function deeplyNested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Any value of the wrong shape for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }),
  fc.array(fc.constantFrom<unknown>(1, 'x', null, {}), { minLength: 0, maxLength: 5 }),
  // Deeper nesting is sent as text (mutations.ts): the test's own JSON calls would overflow on it.
  fc.integer({ min: 50, max: 1000 }).map((depth) => deeplyNested(depth, depth % 2 === 0)),
  // A huge array: 20,000 entries, about 100 KB of JSON.
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  fc.dictionary(fc.constantFrom(...INJECTIONS), hostileString, { maxKeys: 3 }),
);

/** Keys no request has; some are JavaScript's own (prototype pollution). */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '__defineGetter__', 'valueOf', 'isAdmin', 'companyId', 'id', 'role'),
  fc.constantFrom(...INJECTIONS, ...UNICODE_EDGES.filter((text) => text !== '')),
  fc.string({ minLength: 1, maxLength: 12 }),
);
