import { Box, Group } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { UserSummary } from './user-summary';

interface HeaderShellProps {
  /** The header type's own row: title and Dashboard link, dashboard actions or the stepper. */
  children: ReactNode;
  /** Who is signed in, on the brand bar: the customer's user and company unless given (the back office's staff member). */
  summary?: ReactNode;
}

/** The CSS variable holding the header's height, read by the notifications' offset (signed-in-shell.module.css). */
export const HEADER_HEIGHT_VARIABLE = '--portal-header-height';

/**
 * Publishes the header's height while it is shown: a wizard's stepper can wrap to a second row
 * (the 8 pickup steps at 1440 px), and notifications must still open below it. The observer
 * reports the height after the browser's own layout; asking for it while React commits would
 * force an extra layout of the whole page before the first paint (issue 24).
 */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined) root.setProperty(HEADER_HEIGHT_VARIABLE, `${height}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, []);
  return ref;
}

/** The frame the three header types share: brand bar with the user summary, then their row. */
export function HeaderShell({ children, summary = <UserSummary /> }: HeaderShellProps) {
  const ref = usePublishedHeight();
  return (
    <Box ref={ref} component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="white">
      <Box bg="freight.8" px="lg" py="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <BrandMark />
          {summary}
        </Group>
      </Box>
      <Box px="lg" py="sm">
        {children}
      </Box>
    </Box>
  );
}
