// The Schedule Pickup and Schedule Drop In shapes shared by the wizards and the pickup and drop
// freight calls (spec 02 sections 2 and 3). Field names follow the pickup draft, so a whole draft
// can be handed to the schedule checks of packages/domain/src/schedule.

/** Ready Now, or Ready At a date and time (spec 02 section 2, Schedule Pickup). */
export type ReadyWhen = 'now' | 'at';

/** The Schedule Pickup step's fields, as typed. */
export interface PickupScheduleFields {
  when: ReadyWhen;
  /** 'YYYY-MM-DD'; read only when `when` is 'at'. */
  _readyAtDate: string;
  /** 'HH:MM'; read only when `when` is 'at'. */
  _readyAtTime: string;
  /** Business hours, 'HH:MM' (defaults from customer defaults, 07:00 and 17:00). */
  openFrom: string;
  closedAfter: string;
  bookedBy: string;
}

/** Where a Schedule Pickup message belongs. */
export type PickupScheduleField = 'readyAtDate' | 'readyAtTime' | 'openFrom' | 'closedAfter' | 'bookedBy';
export type PickupScheduleErrors = Partial<Record<PickupScheduleField, string>>;

/** Which cut-off rule moved the pickup ('none': it stays on its ready day). */
export type CutOffRule = 'none' | 'nonBusinessDay' | 'cutOff11am' | 'window4pm' | 'windowClosing';

/** A valid schedule, normalised, with the cut-off outcome (spec 02 section 4: message only). */
export interface PickupScheduleOutcome {
  /** The ready time in the pickup state's local time, 'YYYY-MM-DD HH:mm' (spec 02 section 9). */
  readyAt: string;
  openFrom: string;
  closedAfter: string;
  /** The day the pickup is made, 'YYYY-MM-DD'. */
  scheduleDay: string;
  /** '' unless a cut-off rule moved the pickup. */
  scheduleMsg: string;
  rule: CutOffRule;
}

/** The Schedule Drop In step's fields, as typed. */
export interface DropInScheduleFields {
  /** 'YYYY-MM-DD'. */
  readyAt: string;
  bookedBy: string;
}

export type DropInScheduleField = 'readyAt' | 'bookedBy';
export type DropInScheduleErrors = Partial<Record<DropInScheduleField, string>>;
