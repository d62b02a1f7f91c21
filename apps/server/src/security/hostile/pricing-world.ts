import type { FastifyInstance } from 'fastify';
import type { VersionSaveAnswer } from '@portal/domain/carrier/pricing-calls';
import { staffCall } from '../../test/staff';

// The pricing desk's records for the hostile run (issue 27): versions of the sandbox company's
// card, so that a payload that happens to be valid changes no card another test prices with.

export interface PricingWorld {
  /** The sandbox company's card ('123'). */
  card: string;
  /** A draft whose terms and schedule the run changes. */
  draftId: number;
  /** A draft the run deletes. */
  doomedId: number;
  /** A version scheduled for a day ahead, put back to draft by the run. */
  scheduledId: number;
}

async function draft(app: FastifyInstance, token: string, card: string, label: string): Promise<number> {
  const answer = await staffCall(app, 'POST', `pricing/cards/${card}/versions`, { token, body: { label, copyOf: null } });
  if (answer.statusCode !== 200) throw new Error(`new version: ${answer.statusCode} ${answer.body}`);
  return answer.json<VersionSaveAnswer>().version.id;
}

export async function pricingWorld(app: FastifyInstance, token: string, companyId: number, today: string): Promise<PricingWorld> {
  const card = String(companyId);
  const scheduledId = await draft(app, token, card, 'Hostile scheduled');
  const [y, m, d] = today.split('-').map(Number);
  const ahead = new Date(Date.UTC(y!, m! - 1, d! + 30)).toISOString().slice(0, 10);
  const scheduled = await staffCall(app, 'POST', `pricing/versions/${scheduledId}/schedule`, { token, body: { effectiveFrom: ahead } });
  if (scheduled.statusCode !== 200) throw new Error(`schedule: ${scheduled.statusCode} ${scheduled.body}`);
  return { card, draftId: await draft(app, token, card, 'Hostile draft'), doomedId: await draft(app, token, card, 'Hostile doomed'), scheduledId };
}
