import { describe, expect, it } from 'vitest';
import type { Permissions } from '../permissions';
import {
  createPickupDenial,
  duplicatePickupConfirm,
  existingPickupMode,
  openPickupDenial,
  PICKUP_LIST_MESSAGES,
  pickupEditable,
  viewPickupsDenial,
} from './pickup-access';

const pickups = (flags: Partial<Record<'add' | 'edit' | 'view', boolean>>): Permissions => ({ Pickups: flags });

describe('pickup permissions (spec 02 section 6)', () => {
  it('create needs Pickups.add', () => {
    expect(createPickupDenial(pickups({ add: true }))).toBeNull();
    expect(createPickupDenial(pickups({ edit: true, view: true }))).toBe('You do not have access to create a pickup.');
  });

  it('the list needs Pickups.view', () => {
    expect(viewPickupsDenial(pickups({ view: true }))).toBeNull();
    expect(viewPickupsDenial(pickups({ add: true, edit: true }))).toBe('You do not have access to view pickups.');
  });

  it('an existing pickup opens with Pickups.edit or Pickups.view', () => {
    expect(openPickupDenial(pickups({ edit: true }))).toBeNull();
    expect(openPickupDenial(pickups({ view: true }))).toBeNull();
    expect(openPickupDenial(pickups({ add: true }))).toBe('You do not have access to view pickups.');
  });

  it('edits with Pickups.edit and status 0, else views with Pickups.view', () => {
    expect(existingPickupMode(pickups({ edit: true }), 0)).toBe('edit');
    expect(existingPickupMode(pickups({ edit: true, view: true }), 1)).toBe('view');
    expect(existingPickupMode(pickups({ view: true }), 0)).toBe('view');
    expect(existingPickupMode(pickups({ edit: true }), 1)).toEqual({ denied: 'You do not have access to view pickups.' });
    expect(existingPickupMode({}, 0)).toEqual({ denied: 'You do not have access to view pickups.' });
  });

  it('status 0 is editable, anything else completed (spec 02 section 4)', () => {
    expect(pickupEditable(0)).toBe(true);
    expect(pickupEditable(1)).toBe(false);
    expect(pickupEditable(2)).toBe(false);
  });

  it('words the duplicate confirmation as the drop-freight one', () => {
    expect(PICKUP_LIST_MESSAGES.duplicatePickupTitle).toBe('Duplicate Pickup');
    expect(duplicatePickupConfirm('P0000012')).toBe('This will create a copy of pickup P0000012. Are you sure you want to continue?');
  });
});
