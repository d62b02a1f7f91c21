// Server texts of the pickup calls the spec leaves to us ('Server error catalogue: not shown'),
// plain sentences in the words of its own. 'Pickup {number} does not exist' is the spec's
// (BOOKING_MESSAGES, pickupDoesNotExist).

export const PICKUP_MESSAGES = {
  booked: (pickupNumber: string, scheduleDay: string) => `Pickup ${pickupNumber} has been booked for ${scheduleDay}.`,
  saved: (pickupNumber: string, scheduleDay: string) => `Pickup ${pickupNumber} has been saved for ${scheduleDay}.`,
  completed: (pickupNumber: string) => `Pickup ${pickupNumber} has been completed and can no longer be changed.`,
  noAccessEditPickups: 'You do not have access to edit pickups.',
  quotedNeedsConvert: 'A pickup from a quote is booked by converting the quote.',
  duplicated: (from: string, to: string) => `Pickup ${from} has been copied to ${to}.`,
  consignmentCreated: (conNumber: string, pickupNumber: string) => `Consignment ${conNumber} has been created for pickup ${pickupNumber}.`,
  copySent: (email: string) => `A copy has been sent to ${email}.`,
} as const;
