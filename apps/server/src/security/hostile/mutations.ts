import fc from 'fast-check';
import type { z } from 'zod';
import { fieldsOf, withField, type FieldPath } from './schema-fields';
import { deeplyNested, hostileNumber, hostileString, unknownKey, wrongValue } from './hostile-values';

// Hostile payloads built from a valid-ish base and the fields of the call's schema: a field
// dropped, replaced by a wrong type, a hostile or oversized string, a huge array or deep nesting;
// unknown and prototype-polluting keys added; a few of these at once. Plus whole bodies that
// are not objects and texts that are not JSON.

export type Payload = Record<string, unknown>;

export interface Mutated {
  value: unknown;
  /** The fields given a new value (for the read-back of a stored value). */
  changed: FieldPath[];
}

/** Keys whose value JavaScript treats specially; Fastify's JSON parser refuses two shapes of them. */
const POLLUTION: readonly [string, unknown][] = [
  ['__proto__', { isAdmin: true }],
  ['constructor', { prototype: { isAdmin: true } }],
  ['prototype', { polluted: true }],
];

type Step = (value: unknown) => Mutated;

/** One change of a JSON payload; `stringsOnly` for a query string or a path, which carry text. */
function stepArbitrary(schema: z.ZodType, stringsOnly: boolean): fc.Arbitrary<Step> {
  const fields = fieldsOf(schema).map((field) => field.path);
  const objectPaths: FieldPath[] = [[], ...fieldsOf(schema).filter((f) => f.type === 'object').map((f) => f.path)];
  const textValue = fc.oneof(hostileString, hostileNumber.map(String), fc.array(hostileString, { minLength: 2, maxLength: 3 }));
  const anyValue = stringsOnly ? textValue : fc.oneof(wrongValue, hostileString, textValue);
  const steps: fc.Arbitrary<Step>[] = [fc.constant<Step>((value) => ({ value, changed: [] }))];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    steps.push(
      field.map((path): Step => (value) => ({ value: withField(value, path, undefined), changed: [] })),
      fc.tuple(field, anyValue).map(([path, next]): Step => (value) => ({ value: withField(value, path, next), changed: [path] })),
      fc.tuple(field, anyValue).map(([path, next]): Step => (value) => ({ value: withField(value, path, next), changed: [path] })),
    );
  }
  const at = fc.constantFrom(...(stringsOnly ? [[] as FieldPath] : objectPaths));
  steps.push(fc.tuple(at, unknownKey, stringsOnly ? textValue : anyValue).map(([path, key, next]): Step => (value) => ({ value: withField(value, [...path, key], next), changed: [] })));
  if (!stringsOnly) {
    steps.push(fc.tuple(at, fc.constantFrom(...POLLUTION)).map(([path, [key, next]]): Step => (value) => ({ value: withField(value, [...path, key], next), changed: [] })));
  }
  return fc.oneof(...steps);
}

/** One to three changes of the base, applied in turn. */
export function mutatedPayload(schema: z.ZodType, base: Payload, stringsOnly: boolean): fc.Arbitrary<Mutated> {
  return fc.array(stepArbitrary(schema, stringsOnly), { minLength: 1, maxLength: 3 }).map((steps) =>
    steps.reduce<Mutated>((done, step) => {
      const next = step(done.value);
      return { value: next.value, changed: [...done.changed, ...next.changed] };
    }, { value: base, changed: [] }),
  );
}

/** JSON that is valid but not an object: the whole request is wrong. */
export const notAnObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, -1, 1e308, '', 'null', [], [{}]),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.integer({ min: 100, max: 1000 }).map((depth) => deeplyNested(depth, true)),
);

/** Nesting deeper than a recursive parser's stack: 100,000 arrays or objects, as text. */
const tooDeep = fc.constantFrom('[', '{"a":').map((open) => `${open.repeat(100_000)}1${(open === '[' ? ']' : '}').repeat(100_000)}`);

/** Texts a JSON parser must refuse, nesting beyond any stack, and the base's own JSON cut short. */
export function brokenJson(base: Payload): fc.Arbitrary<string> {
  const text = JSON.stringify(base);
  return fc.oneof(
    fc.constantFrom('{', '}', '{"a":', "{'a':1}", '{"a":1,}', '{a:1}', 'undefined', 'NaN', '{"a":NaN}', '{"a":1}x', '[1,]', '{"a":"\\u12"}', '{"a":"\\x41"}', '\u0000', `${'['.repeat(10_000)}`, `{"a":${'{"a":'.repeat(5000)}`),
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((length) => text.slice(0, length)),
    tooDeep,
    fc.constantFrom('\ufeff', '\ud800', '\u0000').map((prefix) => `${prefix}${text}`),
  );
}
