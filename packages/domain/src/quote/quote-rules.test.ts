import { describe, expect, it } from 'vitest';
import { quoteDraftErrors } from './quote-rules';
import { quoteDraftSchema } from './quote-schema';
import { buildFreightItem, buildQuoteContext, buildQuoteDraft, TEST_SUBURBS } from './test-factories';

const ctx = buildQuoteContext();

describe('quoteDraftErrors', () => {
  it('a complete draft has no message', () => {
    expect(quoteDraftErrors(buildQuoteDraft(), ctx)).toEqual([]);
  });

  it('collects the messages of every step in step order', () => {
    const draft = buildQuoteDraft({
      receiver: '',
      poNumber: '',
      freightList: [buildFreightItem({ length: '' })],
      pickupRequired: 0,
      _dgHas: true,
      dgClasses: [],
      instructions: 'x'.repeat(851),
    });
    expect(quoteDraftErrors(draft, buildQuoteContext({ requirePO: true }))).toEqual([
      'Receiver suburb is required!',
      'Purchase Order # is required.',
      'Item 1: Length is not a number',
      'Please select a pickup option.',
      'Please select at least one dangerous goods class.',
      'Special instructions are too long.',
    ]);
  });

  it('checks the freight type and services against the route', () => {
    const chiller = buildQuoteDraft({ freightList: [buildFreightItem({ type: 'Chiller' })], pickupRequired: 2 });
    expect(quoteDraftErrors(chiller, ctx)).toEqual(['Pickup is not available for this route.']);
    const freezer = buildQuoteDraft({ freightList: [buildFreightItem({ type: 'Freezer' })] });
    expect(quoteDraftErrors(freezer, ctx)).toEqual(['The freight type is not available between this destination pair.']);
    const forklift = buildQuoteDraft({ deliveryRequired: 3 });
    expect(quoteDraftErrors(forklift, ctx)).toEqual(['Forklift delivery is not available.']);
  });

  it('books price per item in PPI mode', () => {
    const draft = buildQuoteDraft({ ppi: true, freightList: [buildFreightItem({ type: 'Pallets', ppi: 3, quantity: '3' })] });
    expect(quoteDraftErrors(draft, ctx)).toEqual([]);
  });

  it('says when the route cannot ship', () => {
    const draft = buildQuoteDraft({ sender: TEST_SUBURBS.darwin.value, receiver: TEST_SUBURBS.hobart.value });
    expect(quoteDraftErrors(draft, ctx)).toEqual(['Cannot ship between this destination pair.']);
  });
});

describe('quoteDraftSchema', () => {
  it('accepts a draft', () => {
    const draft = buildQuoteDraft();
    expect(quoteDraftSchema.parse(draft)).toEqual(draft);
  });

  it('refuses malformed or oversized drafts before any rule', () => {
    const bad = [
      { ...buildQuoteDraft(), pickupRequired: 4 },
      { ...buildQuoteDraft(), poNumber: 'x'.repeat(101) },
      { ...buildQuoteDraft(), freightList: [{ ...buildFreightItem(), quantity: 2 }] },
      { ...buildQuoteDraft(), freightList: [{ ...buildFreightItem(), ref: 'r'.repeat(101) }] },
      { ...buildQuoteDraft(), _dgHas: 'yes' },
    ];
    for (const draft of bad) expect(quoteDraftSchema.safeParse(draft).success).toBe(false);
  });

  it('leaves limits with a spec message to the rules', () => {
    const draft = buildQuoteDraft({ instructions: 'x'.repeat(851), freightList: [buildFreightItem({ description: 'd'.repeat(201) })] });
    expect(quoteDraftSchema.safeParse(draft).success).toBe(true);
    expect(quoteDraftErrors(draft, ctx)).toEqual(['Item 1: Description can not be greater than 200 characters.', 'Special instructions are too long.']);
  });
});
