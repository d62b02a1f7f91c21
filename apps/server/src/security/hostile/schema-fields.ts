import type { z } from 'zod';

// The fields of a request schema, found by walking zod 4's definitions (`schema._zod.def`), so
// the hostile run reaches every field of every call, optional ones included, and follows a
// schema when a field is added to it.

export type FieldPath = readonly (string | number)[];

export interface Field {
  path: FieldPath;
  /** zod's type of the field itself: 'string', 'number', 'boolean', 'array', 'object', 'enum', ... */
  type: string;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose inner schema says what the field holds. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function walk(schema: z.ZodType, path: FieldPath, out: Field[]): void {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, path, out);
  if (def.type === 'pipe' && def.in) return walk(def.in, path, out);
  if (path.length > 0) out.push({ path, type: def.type });
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) walk(field, [...path, key], out);
  }
  // One element stands for all: the first entry of an array.
  if (def.type === 'array' && def.element) walk(def.element, [...path, 0], out);
}

/** Every field of a request schema, parents before children. */
export function fieldsOf(schema: z.ZodType): Field[] {
  const out: Field[] = [];
  walk(schema, [], out);
  return out;
}

/** A copy of `value` with the field at `path` set (parents created) or removed (`undefined`). */
export function withField(value: unknown, path: FieldPath, field: unknown): unknown {
  if (path.length === 0) return field;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> = Array.isArray(value)
    ? ([...(value as unknown[])] as unknown as Record<number, unknown>)
    : typeof value === 'object' && value !== null
      ? { ...(value as Record<string, unknown>) }
      : typeof head === 'number'
        ? []
        : {};
  const key = head!;
  const next = withField(Object.hasOwn(container, key) ? container[key] : undefined, rest, field);
  if (next === undefined && rest.length === 0) delete container[key];
  // defineProperty, not assignment: a key named __proto__ must become a field, not a prototype.
  else Object.defineProperty(container, key, { value: next, enumerable: true, writable: true, configurable: true });
  return container;
}
