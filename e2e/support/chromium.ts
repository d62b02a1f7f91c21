// Debian's Chromium, launched as DESIGN.md says (never a downloaded browser): the
// background-networking flags keep it from flooding the closed network with refused connections.
// The e2e suite and the benches (bench/chromium.ts) launch it the same way.

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
