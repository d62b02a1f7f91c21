import '../../../test/setup';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookingOptions } from '../../../components/booking/test-options';
import { ReviewPickupStep } from '../../../components/booking/steps/review/review-pickup-step';
import { signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { completeDraft } from './pickup-test-support';

// Review Pickup's Ready At is a wall time on the sender's clock (decision 0042): a Perth browser
// shows it as typed, named with the sender's zone, daylight saving included.

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Australia/Perth';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

describe('Review Pickup in a Perth browser', () => {
  it("names the sender's zone after Ready At", async () => {
    signInAs();
    const sender = { ...completeDraft().sender, suburb: 'ADELAIDE', state: 'SA', postCode: '5000' };
    renderScreen(<ReviewPickupStep draft={completeDraft({ when: 'at', _readyAtDate: '2026-11-24', _readyAtTime: '09:00', sender })} options={buildBookingOptions()} />);
    expect(await screen.findByText('Tuesday, 24 November 2026 at 09:00 ACDT')).toBeTruthy();
  });
});
