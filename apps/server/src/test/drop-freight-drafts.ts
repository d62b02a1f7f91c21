import type { FastifyInstance } from 'fastify';
import {
  DROP_FREIGHT_STATUS_BOOKED,
  DROP_FREIGHT_STATUS_DRAFT,
  type DropFreightDraft,
  type DropFreightSaveAnswer,
} from '@portal/domain/api/drop-freight';
import { BLANK_PARTY } from '@portal/domain/api/party';
import { resetFreight } from '@portal/domain/freight/freight-list';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import { call } from './api';
import { RECEIVER, SENDER } from './pickup-drafts';
import { twoLines } from './quote-drafts';

// Drop freight drafts for the API tests: valid for Acme (PO required), dropped in at Brisbane
// (Fortitude Valley) for Alexandria (Sydney), on Tuesday 3 March 2026: the day after the test
// clock's Monday, so no same-day receival cut-off applies unless a test moves the clock.

export const DROP_IN_DAY = '2026-03-03';

/** A complete draft, Review Dropfreight passed (progress 10), not yet numbered. */
export function dropFreightDraft(over: Partial<DropFreightDraft> = {}): DropFreightDraft {
  return {
    progress: DROP_FREIGHT_STEP.createConsignment,
    _created: false,
    version: 0,
    accounts: true,
    sender: SENDER,
    receiver: RECEIVER,
    poNumber: 'PO-4411',
    customerRef: 'CR-100',
    freightList: twoLines(),
    ppi: false,
    pickupRequired: 1,
    deliveryRequired: 2,
    _dgHas: false,
    dgClasses: [],
    readyAt: DROP_IN_DAY,
    bookedBy: 'Dana Whitlock',
    openFrom: '07:00',
    closedAfter: '17:00',
    instructions: 'Ring on arrival.',
    quoteNumber: '',
    status: DROP_FREIGHT_STATUS_DRAFT,
    conType: 'preElectronic',
    conNumber: '',
    ExtraEmail: '',
    scheduleDay: '',
    scheduleMsg: '',
    ...over,
  };
}

/** The draft the browser posts on Next of Enter Consignment Number: step 3, parties and freight still blank. */
export function numberingDraft(over: Partial<DropFreightDraft> = {}): DropFreightDraft {
  return dropFreightDraft({
    progress: DROP_FREIGHT_STEP.details,
    sender: BLANK_PARTY,
    receiver: BLANK_PARTY,
    poNumber: '',
    customerRef: '',
    freightList: resetFreight(),
    deliveryRequired: 0,
    _dgHas: null,
    readyAt: '',
    ...over,
  });
}

async function post(app: FastifyInstance, path: string, token: string, body: unknown): Promise<DropFreightSaveAnswer> {
  const response = await call(app, 'POST', path, { token, body });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json<DropFreightSaveAnswer>();
}

/** POST directdropfreight/new that must succeed: the drop freight's number. */
export async function startDropFreight(app: FastifyInstance, token: string, over: Partial<DropFreightDraft> = {}): Promise<string> {
  return (await post(app, 'directdropfreight/new', token, numberingDraft(over))).recordNumber;
}

/** The complete draft of a numbered drop freight, as its later saves post it. */
export function createdDraft(conNumber: string, over: Partial<DropFreightDraft> = {}): DropFreightDraft {
  // A draft just numbered is at its first version; a test saving it twice sends the answer's.
  return dropFreightDraft({ _created: true, conNumber, version: 1, ...over });
}

/** Numbers, then books a drop freight (POST edit with status 1): its number. */
export async function bookDropFreight(app: FastifyInstance, token: string, over: Partial<DropFreightDraft> = {}): Promise<string> {
  const conNumber = await startDropFreight(app, token);
  await post(app, 'directdropfreight/edit', token, createdDraft(conNumber, { status: DROP_FREIGHT_STATUS_BOOKED, ...over }));
  return conNumber;
}
