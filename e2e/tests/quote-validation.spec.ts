import { expect, test, type Page } from '../support/test';
import {
  BRISBANE,
  CARTON,
  choose,
  expectMessage,
  fillLineItem,
  fillValidDetails,
  lineItem,
  nextButton,
  openAs,
  pickSuburb,
  SYDNEY,
} from '../support/quote';
import { checkScreen } from '../support/screens';

// Each kind of validation message of the quote wizard, reached from the screen as a user would
// (spec 02 section 5), every text word for word.

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test('Details: suburbs required, sender first, no match, not available, no service, purchase order', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/quote/new');
  await nextButton(page).click();
  await expectMessage(page, 'Sender suburb is required!');
  await expectMessage(page, 'Receiver suburb is required!');
  // Acme requires a purchase order.
  await expectMessage(page, 'Purchase Order # is required.');
  await expect(heading(page, 'Details')).toBeVisible();
  await checkScreen(page, 'quote-details-errors');

  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await expectMessage(page, 'Need to select a sending suburb before the receiving suburb.');
  // A new sender suburb clears the receiver's (spec 02 section 4).
  await pickSuburb(page, 'Sender', SYDNEY.typed, SYDNEY.label);
  await expect(page.getByRole('combobox', { name: 'Receiver Suburb/City' })).toHaveValue('');
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await expectMessage(page, 'Sender and receiver destinations cannot match.');

  // Birdsville is more than 150 km from every depot.
  await pickSuburb(page, 'Receiver', 'Birdsville', 'Birdsville 4482 QLD');
  await expectMessage(page, 'Birdsville 4482 QLD is not available!');
  // The General card has no Darwin-Hobart rate.
  await pickSuburb(page, 'Sender', 'Darwin', 'Darwin 0800 NT');
  await pickSuburb(page, 'Receiver', 'Hobart', 'Hobart 7000 TAS');
  await expectMessage(page, 'Cannot ship between this destination pair.');
  await nextButton(page).click();
  await expect(heading(page, 'Details')).toBeVisible();
});

test('line items: each field message as Item n, one freight type for every card, and the totals', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  await pickSuburb(page, 'Sender', BRISBANE.typed, BRISBANE.label);
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await page.getByLabel('Purchase Order #').fill('PO-2');
  await nextButton(page).click();
  await expectMessage(page, 'Item 1: Freight type is required.');
  await expectMessage(page, 'Item 1: Reference is required.');
  await expectMessage(page, 'Fix the issue');

  await fillLineItem(page, 1, {
    ...CARTON,
    quantity: '0',
    unitWeight: '12.',
    length: '13',
    width: '0',
    height: '',
    description: 'x'.repeat(201),
  });
  await expectMessage(page, 'Item 1: Number of items cannot be less than 1');
  await expectMessage(page, 'Item 1: Weight per item is not a complete number');
  await expectMessage(page, 'Item 1: Length cannot exceed 12 m');
  await expectMessage(page, 'Item 1: Width cannot be less than 0.01 m');
  await expectMessage(page, 'Item 1: Height is not a number');
  await expectMessage(page, 'Item 1: Description can not be greater than 200 characters.');
  await expect(lineItem(page, 1).getByRole('img', { name: 'Line Item 1 has errors' })).toBeVisible();
  await checkScreen(page, 'quote-line-item-errors');

  await fillLineItem(page, 1, { ...CARTON, quantity: '30', unitWeight: '300', length: '12', width: '2.5', height: '2.8' });
  await expectMessage(page, 'The total weight exceeds 8000 kg.');
  await expectMessage(page, 'The total cubic volume exceeds 25 m³.');
  await fillLineItem(page, 1, { quantity: '1', unitWeight: '5', length: '0.1', width: '0.1', height: '0.1' });
  await expectMessage(page, 'The total cubic volume must be greater than 0.01 m³.');
  await nextButton(page).click();
  await expect(heading(page, 'Enter Freight')).toBeVisible();

  // 'All freight types must match.' cannot be reached here: a type chosen on any card is taken
  // by every card, so the screen holds the rule by construction.
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await fillLineItem(page, 2, { ...CARTON, type: 'Chiller' });
  await expect(lineItem(page, 1).getByRole('combobox', { name: 'Freight Type' })).toHaveValue('Chiller');
});

test('dangerous goods: allowed classes, class count, class coverage and the UN code', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  await fillValidDetails(page);
  await nextButton(page).click();
  await page.getByRole('radio', { name: 'No pickup, freight dropped at the depot' }).click();
  await page.getByRole('radio', { name: 'No delivery, collect from the depot' }).click();
  await nextButton(page).click();

  await expect(heading(page, 'Dangerous Goods')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await expect(nextButton(page)).toBeDisabled();
  const tile = (name: string) => page.getByRole('checkbox', { name });
  await tile('Class 1 Explosives').click();
  await expectMessage(page, 'The selected dangerous goods classes cannot be booked online.');
  await expect(nextButton(page)).toBeDisabled();
  await tile('Class 1 Explosives').click();
  // One line item, two classes.
  await tile('Class 3 Flammable Liquids').click();
  await tile('Class 8 Corrosive Substances').click();
  await expectMessage(page, 'Number of Dangerous Goods classes cannot exceed number of line items.');
  await checkScreen(page, 'quote-dg-errors');
  await tile('Class 8 Corrosive Substances').click();

  await nextButton(page).click();
  await expectMessage(page, 'You must specify at least one freight item corresponding to each dangerous goods class selected.');
  const item1 = page.getByRole('group', { name: 'Item 1' });
  await choose(page, item1.getByRole('combobox', { name: 'Class' }), 'Class 3 Flammable Liquids');
  await item1.getByRole('textbox', { name: 'UN Code' }).fill('12');
  await nextButton(page).click();
  await expectMessage(page, 'Item 1: Please enter a valid 4-digit UN Code.');
  // A code of another class: the lookup's message shows on the UN code.
  await item1.getByRole('textbox', { name: 'UN Code' }).fill('1789');
  await expectMessage(page, 'UN 1789 is not a class 3 dangerous good.');
  await item1.getByRole('textbox', { name: 'UN Code' }).fill('1203');
  await expect(item1.getByRole('textbox', { name: 'Technical Name' })).not.toHaveValue('');
  await item1.getByLabel('Package Type').fill('Drums');
  await item1.getByLabel('Package Count').fill('1');
  await item1.getByLabel('DG Quantity (kg or L)').fill('200');
  await nextButton(page).click();
  await expect(heading(page, 'Special Instructions')).toBeVisible();
});

test('Additional Services hold Next until both are chosen; Special Instructions too long', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  await fillValidDetails(page);
  await nextButton(page).click();

  await expect(heading(page, 'Additional Services')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  const pickup = page.getByRole('radio', { name: 'Pickup required', exact: true });
  await pickup.click();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Delivery required', exact: true }).click();
  await expect(nextButton(page)).toBeEnabled();
  // Clicking the chosen option again clears it (spec 02 section 4).
  await pickup.click();
  await expect(pickup).not.toBeChecked();
  await expect(nextButton(page)).toBeDisabled();
  await pickup.click();
  await nextButton(page).click();

  await page.getByRole('radio', { name: 'No' }).click();
  await nextButton(page).click();
  const instructions = page.getByRole('textbox', { name: 'Special Instructions' });
  await instructions.fill('y'.repeat(851));
  await expectMessage(page, 'Special instructions are too long.');
  await expect(nextButton(page)).toBeDisabled();
  await checkScreen(page, 'quote-instructions-too-long');
  await instructions.fill('y'.repeat(850));
  await expect(page.getByText('Special instructions are too long.')).toHaveCount(0);
  await expect(nextButton(page)).toBeEnabled();
});
