import { POD_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { expect, test } from '../support/test';
import { completeByApi, pickupByApi } from '../support/pickup';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';
import { NEW_PASSWORD } from '../../apps/server/src/test/passwords';
import { createStaff, signInAtCarrier } from '../support/carrier';
import { apiSession, bearer } from '../support/session';

// Issue 26: customer service finds a customer's consignment by its reference and records a POD
// by hand; the staff member is the event's source; the customer sees the delivery and, in their
// administrators' trail, the carrier's staff member by name; the staff trail has it too.

test('customer service finds a consignment by its reference and records a POD the customer then sees', async ({ page, request }) => {
  const serial = Date.now() % 100000;
  const reference = `CS-${serial}`;
  const conNumber = await completeByApi(request, 'booker', await pickupByApi(request, 'booker', { pickupRef: reference }));
  const username = `desk${serial}`;
  const name = `Customer service ${username}`;
  const temporary = await createStaff(username, 'Customer service');
  await signInAtCarrier(page, username, temporary);
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Customer service' }).click();
  await page.getByLabel('Consignment number, customer reference or tracking id').fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByTestId('found-consignments');
  await expect(found.getByRole('row', { name: new RegExp(conNumber) })).toContainText('Acme Hardware Pty Ltd');
  await checkScreen(page, 'carrier-customer-service');

  await found.getByRole('link', { name: conNumber }).click();
  await expect(page.getByTestId('consignment-summary')).toContainText('Acme Hardware Pty Ltd');
  await checkScreen(page, 'carrier-consignment');
  const pod = page.getByRole('form', { name: 'Record a POD' });
  await pod.getByRole('button', { name: 'Record the POD' }).click();
  await expect(pod.getByText(POD_MESSAGES.signedByRequired)).toBeVisible();
  await pod.getByLabel('Signed by').fill('Reception Desk');
  await pod.getByRole('button', { name: 'Record the POD' }).click();
  await expect(page.getByTestId('consignment-pod')).toContainText(POD_MESSAGES.noSignature);
  await expect(page.getByTestId('history-table')).toContainText(`Recorded by carrier staff (${name})`);
  await checkScreen(page, 'carrier-consignment-delivered');

  await nav.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Staff member').fill(username);
  const staffTrail = page.getByTestId('staff-audit');
  // Other specs' staff record PODs too: the row of this consignment, once the filter has applied.
  await expect(staffTrail.getByRole('row', { name: new RegExp(conNumber) })).toContainText('Proof of delivery recorded');
  await expect(staffTrail.getByRole('row', { name: /desk\.journey/ })).toHaveCount(0);
  await checkScreen(page, 'carrier-audit-trail');

  // The customer: delivered, on the POD screen without a signature, and in the administrators' trail.
  const viewer = await apiSession(request, 'viewer');
  const answer = await request.get('portal/pod', { headers: bearer(viewer), params: { podNumber: conNumber } });
  expect(await answer.json()).toMatchObject({ conNumber, signedBy: 'Reception Desk', signature: '' });
  // A tab of its own: the customer's session, beside the staff member's.
  const customer = await page.context().newPage();
  await openAs(customer, request, 'admin', '/settings/myusers/audit');
  await customer.getByRole('searchbox', { name: /Search/ }).fill(conNumber);
  const trail = customer.getByTestId('audit-trail');
  await expect(trail.getByRole('row', { name: /Proof of delivery recorded/ })).toContainText(`Carrier staff (${name})`);
  await expect(trail).not.toContainText(`${username}@carrier.example`);
});
