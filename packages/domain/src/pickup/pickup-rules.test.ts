import { describe, expect, it } from 'vitest';
import { buildFreightItem, buildQuoteContext } from '../quote/test-factories';
import { SCHEDULE_MESSAGES } from '../schedule/schedule-messages';
import type { BookingContext } from '../booking/booking-rules';
import { PICKUP_RULE_MESSAGES } from '../wizard/pickup-step-rules';
import { pickupDraftCheck } from './pickup-rules';
import { pickupDraftSchema } from './pickup-schema';
import { buildParty as party, buildPickupDraft } from './test-factories';

// Monday 2 March 2026, 9:00 in Brisbane (UTC+10).
const MONDAY_9AM = new Date('2026-03-01T23:00:00Z');

const ctx = (over: Partial<BookingContext> = {}): BookingContext => ({
  ...buildQuoteContext(),
  addresses: [],
  company: 'Acme Hardware Pty Ltd',
  now: MONDAY_9AM,
  ...over,
});

describe('pickupDraftCheck', () => {
  it('a complete draft has no message and is scheduled for today', () => {
    const check = pickupDraftCheck(buildPickupDraft(), ctx());
    expect(check.errors).toEqual([]);
    expect(check.state).toBe('QLD');
    expect(check.route?.depotFrom).toBe('BNE');
    expect(check.schedule).toMatchObject({ readyAt: '2026-03-02 09:00', scheduleDay: '2026-03-02', scheduleMsg: '', rule: 'none' });
    expect(pickupDraftSchema.safeParse(buildPickupDraft()).success).toBe(true);
  });

  it('collects the messages of every step in step order', () => {
    const draft = buildPickupDraft({
      accounts: false,
      sender: party('valley', { key: '99', emailAddress: 'not-an-address' }),
      poNumber: '',
      freightList: [buildFreightItem({ length: '' })],
      pickupRequired: 1,
      _dgHas: true,
      dgClasses: [],
      openFrom: '18:00',
      bookedBy: '',
      instructions: 'x'.repeat(851),
    });
    expect(pickupDraftCheck(draft, ctx({ requirePO: true })).errors).toEqual([
      'Please contact your provider to arrange freight that Acme Hardware Pty Ltd is not paying for.',
      'Option does not exist.',
      'Sender email address is invalid.',
      'Purchase Order # is required.',
      'Item 1: Length is not a number',
      'Please select at least one dangerous goods class.',
      SCHEDULE_MESSAGES.openAfterClose,
      SCHEDULE_MESSAGES.bookedByEmpty,
      'Special instructions are too long.',
      // The services are Review Pickup's (the wizard has no services step).
      PICKUP_RULE_MESSAGES.pickupNotRequired,
    ]);
  });

  it('checks the freight type and services against the route', () => {
    const chiller = buildPickupDraft({ freightList: [buildFreightItem({ type: 'Chiller' })] });
    expect(pickupDraftCheck(chiller, ctx()).errors).toEqual(['Pickup is not available for this route.']);
    const noRoute = buildPickupDraft({ receiver: party('hobart') });
    expect(pickupDraftCheck(noRoute, ctx()).errors).toEqual(['Cannot ship between this destination pair.']);
  });

  it('moves a pickup asked for after 11am to the next business day, with the message, and stays valid', () => {
    const check = pickupDraftCheck(buildPickupDraft(), ctx({ now: new Date('2026-03-02T02:30:00Z') }));
    expect(check.errors).toEqual([]);
    expect(check.schedule).toMatchObject({ scheduleDay: '2026-03-03', scheduleMsg: SCHEDULE_MESSAGES.cutOff11am, rule: 'cutOff11am' });
  });

  it('blocks a Ready At time now past with the Review Pickup message, said once', () => {
    const draft = buildPickupDraft({ when: 'at', _readyAtDate: '2026-03-02', _readyAtTime: '08:00' });
    expect(pickupDraftCheck(draft, ctx()).errors).toEqual([SCHEDULE_MESSAGES.reviewPickupInPast]);
    const later = buildPickupDraft({ when: 'at', _readyAtDate: '2026-03-04', _readyAtTime: '8:30' });
    expect(pickupDraftCheck(later, ctx()).schedule).toMatchObject({ readyAt: '2026-03-04 08:30', scheduleDay: '2026-03-04' });
  });

  it('checks no schedule without a sender suburb, whose own message says why', () => {
    const { sender } = buildPickupDraft();
    const check = pickupDraftCheck(buildPickupDraft({ sender: { ...sender, suburb: '', state: '', postCode: '' }, bookedBy: '' }), ctx());
    expect(check.errors).toEqual(['Sender suburb is required!', 'Need to select a sending suburb before the receiving suburb.']);
    expect(check.schedule).toBeUndefined();
  });
});
