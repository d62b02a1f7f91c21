import { z } from 'zod';
import type { FirstStage, TrackingStage } from '../../tracking/event-codes';
import type { PublicTracking, TrackingInfo } from '../tracking';

// GET {api}/track's answer (spec 02 sections 3 and 7): the full form for the owning company's
// session, the public form for everyone else.

const STAGES = ['pickup', 'receival', 'transit', 'delivery'] as const satisfies readonly TrackingStage[];
export const trackingStageAnswer = z.enum(STAGES);
export const firstStageAnswer = z.enum(['pickup', 'receival']) satisfies z.ZodType<FirstStage>;

const eventRow = z.object({ code: z.number(), name: z.string(), timestamp: z.number(), local: z.string(), town: z.string() });

const publicTracking = z.object({
  consignmentNumber: z.string(),
  trackingID: z.string(),
  firstStage: firstStageAnswer,
  // An enum-keyed record: every stage is listed, an empty list for those not reached.
  events: z.record(trackingStageAnswer, z.array(eventRow)),
  fromTown: z.string(),
  toTown: z.string(),
  estimatedDelivery: z.string(),
  delivered: z.boolean(),
}) satisfies z.ZodType<PublicTracking>;

const fullTracking = publicTracking.extend({
  sender: z.string(),
  receiver: z.string(),
  from: z.string(),
  to: z.string(),
}) satisfies z.ZodType<TrackingInfo>;

/**
 * The browser tells the forms apart by `sender` (isFullTracking), so an answer that has one must
 * be full, and a public answer may carry none of the full form's fields: the public form names
 * no person or address (DESIGN.md), which a stray field would break.
 */
export const trackAnswer = z.union([
  fullTracking,
  publicTracking.extend({
    sender: z.undefined().optional(),
    receiver: z.undefined().optional(),
    from: z.undefined().optional(),
    to: z.undefined().optional(),
  }),
]) satisfies z.ZodType<PublicTracking | TrackingInfo>;
