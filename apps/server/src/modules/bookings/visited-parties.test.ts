import { describe, expect, it } from 'vitest';
import type { Party } from '@portal/domain/api/party';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { createdDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { companyIdByName } from '../../test/factories';
import { pickupDraft, RECEIVER, SENDER } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';

// Issue 24, decision 0043: a pickup or drop freight is booked only with the full name, phone and
// street address of each party the carrier visits, and the answer says which is missing in the
// words the Details step shows.

const { app, db } = await testApp();
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

/** A party with only its suburb, as the issue found a receiver booked. */
const onlySuburb = ({ suburb, state, postCode }: Party): Party => ({ ...RECEIVER, key: 'new', fullName: '', phoneNum: '', emailAddress: '', streetAddress: '', company: '', suburb, state, postCode });
const missing = (who: string) => [`${who} full name is required.`, `${who} phone number is required.`, `${who} street address is required.`];

const bookPickup = (over: Parameters<typeof pickupDraft>[0]) => call(app, 'POST', 'pickups/new', { token: booker, body: pickupDraft(over) });
async function bookDropFreight(over: Parameters<typeof createdDraft>[1]) {
  const conNumber = await startDropFreight(app, booker);
  return call(app, 'POST', 'directdropfreight/edit', { token: booker, body: createdDraft(conNumber, { status: 1, ...over }) });
}

describe('a pickup names the parties it visits', () => {
  it('refuses a receiver with only a suburb, naming each missing field', async () => {
    const error = errorOf(await bookPickup({ receiver: onlySuburb(RECEIVER) }));
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual(missing('Receiver'));
  });

  it('refuses a sender with only a suburb: the pickup is collected there', async () => {
    expect(errorOf(await bookPickup({ sender: { ...onlySuburb(SENDER), companyABN: '' } })).body.errors).toEqual(missing('Sender'));
  });
});

describe('a drop freight names the receiver it delivers to', () => {
  it('refuses a delivered receiver with only a suburb', async () => {
    const error = errorOf(await bookDropFreight({ receiver: onlySuburb(RECEIVER) }));
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual(missing('Receiver'));
  });

  it('books without the sender (it drops the freight at the depot), and without a receiver who collects from the depot', async () => {
    expect((await bookDropFreight({ sender: { ...onlySuburb(SENDER), companyABN: '' } })).statusCode).toBe(200);
    expect((await bookDropFreight({ receiver: onlySuburb(RECEIVER), deliveryRequired: 1 })).statusCode).toBe(200);
  });
});
