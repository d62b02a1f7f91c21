import { describe, expect, it } from 'vitest';
import { ACME } from '../db/seed/demo-users';
import { call, errorOf, login } from '../test/api';
import { companyIdByName } from '../test/factories';
import { pickupDraft } from '../test/pickup-drafts';
import { testApp } from '../test/test-app';
import { fieldOf } from './validation-messages';

// A request its schema refuses: a 400 naming each field and what is wrong with it (issue 10).

const { app, db } = await testApp();
const token = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

describe('schema refusals', () => {
  it('writes paths as a developer reads them', () => {
    expect(fieldOf('/freightList/0/quantity')).toBe('freightList[0].quantity');
    expect(fieldOf('/sender/suburb')).toBe('sender.suburb');
    expect(fieldOf('/')).toBe('request');
  });

  it('names a line item field of the wrong type, an overlong text and a bad choice', async () => {
    const draft = pickupDraft();
    const body = {
      ...draft,
      freightList: [{ ...draft.freightList[0], quantity: 2 }],
      instructions: 'x'.repeat(20_000),
      when: 'later',
    };
    const answer = errorOf(await call(app, 'POST', 'pickups/new', { token, body }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining(['freightList[0].quantity: expected a string', 'when: expected one of "now", "at"', expect.stringMatching(/^instructions: must be at most \d+ characters$/)]),
    );
    expect(answer.body.error).not.toContain('The request is not valid.');
  });

  it('names a query field: a document type outside the list, a missing number', async () => {
    const answer = errorOf(await call(app, 'GET', 'documents/generate', { token, query: { docType: 'XYZ' } }));
    expect(answer.body.errors).toEqual(['docRN: is required', 'docType: expected one of "CON", "LBL", "POD"']);
  });
});
