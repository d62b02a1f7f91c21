import { useEffect, useEffectEvent } from 'react';

// Activity is key, mouse, touch and visibility events (spec 01 section 4).
const EVENTS = ['keydown', 'mousedown', 'mousemove', 'wheel', 'touchstart', 'touchmove'] as const;

/** Calls `onActivity` for every user action, and when the tab becomes visible again. */
export function useActivity(onActivity: () => void): void {
  const handle = useEffectEvent(onActivity);

  useEffect(() => {
    const onEvent = () => handle();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') handle();
    };
    for (const name of EVENTS) window.addEventListener(name, onEvent, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, onEvent, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
