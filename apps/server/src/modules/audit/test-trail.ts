import type { FastifyInstance } from 'fastify';
import type { AuditAnswer, AuditEvent, AuditInput } from '@portal/domain/api/audit';
import type { Db } from '../../db/database';
import { call } from '../../test/api';
import { insertAuditEvents, type NewAuditEvent } from './repo';

// The audit tests' reads and rows.

/** GET audit's answer as the caller reads it; throws on anything but 200. */
export async function trailOf(app: FastifyInstance, token: string, input: AuditInput = {}): Promise<AuditAnswer> {
  const response = await call(app, 'GET', 'audit', { token, query: { ...input } as Record<string, string> });
  if (response.statusCode !== 200) throw new Error(`GET audit: ${response.statusCode} ${response.body}`);
  return response.json<AuditAnswer>();
}

/** The events of one action the caller's trail shows on its first page, newest first. */
export async function eventsOf(app: FastifyInstance, token: string, action: AuditEvent['action']): Promise<AuditEvent[]> {
  return (await trailOf(app, token, { action })).events;
}

/** Rows written straight to the table: a company's trail of `count` events, one a minute up to `at`. */
export async function buildAuditEvents(db: Db, count: number, over: Partial<NewAuditEvent> & { companyId: number; at: number }): Promise<void> {
  const rows = Array.from({ length: count }, (_, i): NewAuditEvent => ({
    userId: null,
    username: 'builder',
    actor: 'user',
    action: 'quote-saved',
    target: `Q${1_000_000 + i}`,
    address: '192.0.2.1',
    ...over,
    at: over.at - (count - 1 - i) * 60_000,
  }));
  await insertAuditEvents(db, rows);
}
