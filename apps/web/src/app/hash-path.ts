import { useSyncExternalStore } from 'react';

// The hash route's path ('#/forgot-password?x' -> '/forgot-password') for what renders before the
// router is loaded: the login card and its reset form decide on it alone, so the first screen
// does without react-router (docs/decisions/0011-login-bundle-budget.md).

/** Where the public tracking page lives (the router's `/track/:trackingID`): no sign-in needed. */
export const PUBLIC_TRACKING_PREFIX = '/track/';

export function hashPath(hash = window.location.hash): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

function subscribe(onChange: () => void): () => void {
  // A link to '#/...' fires hashchange; the router's own navigation (pushState) fires neither,
  // but it only runs once the router is mounted, which this path no longer decides.
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

export function useHashPath(): string {
  return useSyncExternalStore(subscribe, () => hashPath());
}
