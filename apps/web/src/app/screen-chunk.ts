import { lazy, type ComponentType } from 'react';

// Every screen but the login card is its own chunk, so signing in loads only what the card needs
// (docs/decisions/0011-login-bundle-budget.md). The shell and the dashboard draw with a few of
// Mantine's stylesheets (styles/shell-styles.ts); every other screen, and the carrier's back
// office (issue 26), waits for the whole of it as well (styles/mantine-styles.ts), fetched beside
// its own chunk (decision 0046).

const mantineStyles = () => import('../lib/styles/mantine-styles');

/** A screen's chunk and Mantine's whole stylesheet, fetched side by side. */
export function screen<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(() => Promise.all([load(), mantineStyles()]).then(([m]) => ({ default: m[name] })));
}
