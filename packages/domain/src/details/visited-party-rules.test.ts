import { describe, expect, it } from 'vitest';
import { BLANK_PARTY } from '../api/party';
import { buildDropFreightDraft } from '../consignment/test-factories';
import { pickupDraftCheck } from '../pickup/pickup-rules';
import { buildPickupDraft } from '../pickup/test-factories';
import { buildQuoteContext } from '../quote/test-factories';
import { DROP_FREIGHT_STEP, dropFreightDraftErrors, dropFreightStepCheck } from '../wizard/drop-freight-step-rules';
import { PICKUP_STEP, pickupStepCheck } from '../wizard/pickup-step-rules';
import * as schedule from '../schedule/pickup-schedule-rules';
import { visitedPartyErrors } from './visited-party-rules';

// Issue 24, decision 0043: a booking names each party the carrier visits (full name, street
// address and phone); the sender when a pickup is required, the receiver when delivery is.

const MONDAY_9AM = new Date('2026-03-01T23:00:00Z');
const ctx = { ...buildQuoteContext(), addresses: [], company: 'Acme Hardware Pty Ltd', now: MONDAY_9AM };
const onlySuburb = (party: typeof BLANK_PARTY) => ({ ...BLANK_PARTY, key: 'new', suburb: party.suburb, state: party.state, postCode: party.postCode });
const RECEIVER_MISSING = ['Receiver full name is required.', 'Receiver phone number is required.', 'Receiver street address is required.'];
const SENDER_MISSING = ['Sender full name is required.', 'Sender phone number is required.', 'Sender street address is required.'];

describe('visitedPartyErrors', () => {
  const sender = { ...BLANK_PARTY, suburb: 'X' };
  const receiver = { ...BLANK_PARTY, fullName: 'Mia Costa', suburb: 'Y' };

  it('says which field of which visited party is missing; a blank of spaces is missing', () => {
    expect(visitedPartyErrors({ sender, receiver: { ...receiver, phoneNum: '  ' } }, { pickupRequired: 2, deliveryRequired: 3 })).toEqual([
      ...SENDER_MISSING,
      'Receiver phone number is required.',
      'Receiver street address is required.',
    ]);
  });

  it('asks nothing of a party not visited: no pickup, or collect from the depot', () => {
    expect(visitedPartyErrors({ sender, receiver }, { pickupRequired: 1, deliveryRequired: 1 })).toEqual([]);
  });

  it('counts a service not yet chosen as a visit', () => {
    expect(visitedPartyErrors({ sender, receiver }, { pickupRequired: 1, deliveryRequired: 0 })).toEqual(RECEIVER_MISSING.slice(1));
  });
});

describe('the pickup Details step and booking check', () => {
  const stepCtx = { ...ctx, schedule };

  it('refuses a receiver with only a suburb, in the same words on Next and at booking', () => {
    const draft = buildPickupDraft();
    const bare = { ...draft, receiver: onlySuburb(draft.receiver) };
    expect(pickupStepCheck(PICKUP_STEP.details, bare, stepCtx).errors).toEqual(RECEIVER_MISSING);
    expect(pickupDraftCheck(bare, ctx).errors).toEqual(RECEIVER_MISSING);
  });

  it('refuses a sender with only a suburb: a pickup always visits it', () => {
    const draft = buildPickupDraft();
    expect(pickupDraftCheck({ ...draft, sender: onlySuburb(draft.sender) }, ctx).errors).toEqual(SENDER_MISSING);
  });

  // A new pickup's services come from its route (delivery wherever the route delivers); a quote's
  // stay as quoted, so a quoted pickup is the one whose receiver can collect from the depot.
  it('asks nothing more of a receiver who collects from the depot (a quoted pickup)', () => {
    const draft = buildPickupDraft({ quoteNumber: 'Q0000042', deliveryRequired: 1 });
    expect(pickupStepCheck(PICKUP_STEP.details, { ...draft, receiver: onlySuburb(draft.receiver) }, stepCtx).errors).toEqual([]);
  });
});

describe('the drop freight Details step and booking check', () => {
  it('refuses a delivered receiver with only a suburb, on Next and at booking', () => {
    const draft = buildDropFreightDraft();
    const bare = { ...draft, receiver: onlySuburb(draft.receiver) };
    expect(dropFreightStepCheck(DROP_FREIGHT_STEP.details, bare, ctx).errors).toEqual(RECEIVER_MISSING);
    expect(dropFreightDraftErrors(bare, ctx, DROP_FREIGHT_STEP.createConsignment)).toEqual(RECEIVER_MISSING);
  });

  it('never asks for the sender: it drops the freight at the depot', () => {
    const draft = buildDropFreightDraft();
    expect(dropFreightDraftErrors({ ...draft, sender: onlySuburb(draft.sender) }, ctx, DROP_FREIGHT_STEP.createConsignment)).toEqual([]);
  });

  it('asks nothing of a receiver who collects from the depot', () => {
    const draft = buildDropFreightDraft({ deliveryRequired: 1 });
    expect(dropFreightDraftErrors({ ...draft, receiver: onlySuburb(draft.receiver) }, ctx, DROP_FREIGHT_STEP.createConsignment)).toEqual([]);
  });
});
