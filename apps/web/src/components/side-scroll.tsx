import { Group, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './side-scroll.module.css';

interface SideScrollProps {
  /** What scrolls, for the region's name ('Freight summary', 'Existing Pickups'). */
  label: string;
  /** The narrowest the content may be before it scrolls instead (a table's columns side by side). */
  minWidth: number;
  children: ReactNode;
}

/** Whether the box's content is wider than the box, kept up to date as either changes size. */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A wide table on a narrow screen (issue 24, decision 0044): the table keeps its columns and
 * scrolls inside its box, and while it is cut off a line above it says so. The box is a named
 * region that takes the keyboard's focus, so arrow keys scroll it too.
 */
export function SideScroll({ label, minWidth, children }: SideScrollProps) {
  const { ref, overflows } = useOverflows();
  return (
    <div>
      {overflows && (
        <Group gap={4} mb={4} c="gray.7" data-testid="scroll-hint">
          <IconArrowsHorizontal size={16} aria-hidden />
          <Text size="xs">Scroll sideways to see every column</Text>
        </Group>
      )}
      <div ref={ref} className={classes.scroller} role="region" aria-label={label} tabIndex={overflows ? 0 : undefined}>
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
