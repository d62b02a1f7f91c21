import type { CallName } from '@portal/domain/api/request-schemas';
import { call } from '../../test/api';
import type { FieldPath } from './schema-fields';
import type { World } from './world';

// A hostile value a call accepts must be stored as sent (an emoji in a reference is legal):
// after a 2xx the record is read back through its own GET call and each changed text compared.

interface Reader {
  /** The texts the record keeps as typed (wizard-only fields such as `_readyAtDate` are not stored). */
  fields: readonly string[];
  /** Of those, the ones the service trims by design (references, names, e-mail addresses). */
  trimmed?: readonly string[];
  read: (world: World, answer: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

const get = async (world: World, path: string, token: string, query: Record<string, string>) =>
  (await call(world.app, 'GET', path, { token, query })).json<Record<string, unknown>>();

const PICKUP_TEXTS = { fields: ['poNumber', 'pickupRef', 'instructions'], trimmed: ['poNumber', 'pickupRef'] };

const READERS: Partial<Record<CallName, Reader>> = {
  saveSettings: { fields: ['name', 'phone', 'email'], trimmed: ['name', 'phone', 'email'], read: (w) => get(w, 'settings', w.sandbox.token, {}) },
  quoteNew: { fields: ['customerRef', 'poNumber', 'instructions'], read: (w, answer) => get(w, 'quote', w.admin, { quote: String(answer.quoteNumber) }) },
  pickupNew: { ...PICKUP_TEXTS, read: (w, answer) => get(w, 'pickups/edit', w.admin, { pickupNumber: String(answer.pickupNumber) }) },
  pickupEdit: { ...PICKUP_TEXTS, read: (w, answer) => get(w, 'pickups/edit', w.admin, { pickupNumber: String(answer.pickupNumber) }) },
  dropFreightEdit: {
    fields: ['poNumber', 'customerRef', 'instructions', 'bookedBy'],
    trimmed: ['poNumber', 'customerRef', 'bookedBy'],
    read: (w) => get(w, 'directdropfreight/edit', w.admin, { conNumber: w.records.dropFreight.conNumber }),
  },
};

/** What was stored otherwise than sent, or null; calls without a reader are not read back. */
export async function readBackProblem(world: World, name: string, answer: unknown, sent: unknown, changed: readonly FieldPath[]): Promise<string | null> {
  const reader = READERS[name as CallName];
  // Only top-level texts: nested ones (freight lines, parties) are rewritten by their own rules.
  const texts = changed.filter((path) => path.length === 1 && reader?.fields.includes(String(path[0])) && typeof (sent as Record<string, unknown>)[path[0]!] === 'string');
  if (!reader || texts.length === 0) return null;
  const stored = await reader.read(world, answer as Record<string, unknown>);
  for (const [key] of texts) {
    const typed = (sent as Record<string, unknown>)[key!] as string;
    const expected = reader.trimmed?.includes(String(key)) ? typed.trim() : typed;
    if (stored[key!] !== expected) return `stored ${String(key)} as ${JSON.stringify(stored[key!])?.slice(0, 100)}, sent ${JSON.stringify(expected).slice(0, 100)}`;
  }
  return null;
}
