import type { PickupConvertAnswer, PickupDraft, PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { StoreApi } from 'zustand/vanilla';
import { bookingStoreActions, type BookingStoreActions } from '../../../components/booking/booking-store';
import { companyStorageKey, createCompanyStores } from '../../../components/booking/company-stores';
import { applyBooking, applyConversion, blankPickupWizard, detailsPatch, type PickupWizard } from './pickup-wizard-state';

// The pickup wizards' store, one per company (components/booking/company-stores says why). New
// Pickup and Convert Quote share it: spec 02 section 3 keeps one Pickup key per company, and a
// quote being converted is a pickup draft like any other.

export interface PickupStoreState extends PickupWizard, BookingStoreActions<PickupDraft> {
  /** The booking POST answered success. */
  booked: (answer: PickupSaveAnswer, progress: number) => void;
  /** POST pickups/convert answered success: the pickup is completed and the server holds it all. */
  converted: (answer: PickupConvertAnswer) => void;
}

export type PickupStore = StoreApi<PickupStoreState>;

/** 'freight-portal:Pickup:{company id}' (spec 02 section 3: 'a Pickup or Quote key'). */
export const pickupStorageKey = (companyId: number) => companyStorageKey('Pickup', companyId);

const pickupStores = createCompanyStores<PickupStoreState, Partial<PickupStoreState>>(
  'Pickup',
  (set, get) => ({
    ...blankPickupWizard(),
    ...bookingStoreActions<PickupDraft, PickupStoreState>(set, get, { blank: blankPickupWizard, detailsPatch }),
    booked: (answer, progress) =>
      set((s) => ({
        draft: { ...applyBooking(s.draft, answer), progress },
        dirty: false,
        worked: true,
        submitKey: '',
        booking: { pickupNumber: answer.pickupNumber, scheduleDay: answer.scheduleDay, message: answer.message },
      })),
    converted: (answer) => set((s) => ({ draft: applyConversion(s.draft, answer), dirty: false, worked: false, submitKey: '' })),
  }),
  ({ draft, dirty, worked, isNew, submitKey, booking }) => ({ draft, dirty, worked, isNew, submitKey, booking }),
);

/** The company's pickup store (0 before a company is chosen, which no screen reaches). */
export const pickupStoreFor: (companyId: number) => PickupStore = pickupStores.storeFor;

/** The pickup store of the company chosen in the session. */
export const usePickupStoreApi: () => PickupStore = pickupStores.useStoreApi;
