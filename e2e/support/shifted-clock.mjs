// Loaded with `node --import` before the server (support/later-server.ts): the process's clock
// runs E2E_CLOCK_SHIFT_MS ahead, as if the test had waited that long. Only Date moves; timers and
// performance.now keep real time, as a server that simply started later would.
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS ?? '0');
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }

  static now() {
    return RealDate.now() + shift;
  }
}

globalThis.Date = ShiftedDate;
