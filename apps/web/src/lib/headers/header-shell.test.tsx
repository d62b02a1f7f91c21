import '../../test/setup';
import { Text } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/factories';
import { renderScreen } from '../../test/render';
import { HEADER_HEIGHT_VARIABLE, HeaderShell } from './header-shell';

/** jsdom lays nothing out: this observer reports a header 112 px high as soon as it observes. */
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, borderBoxSize: [{ blockSize: 112, inlineSize: 390 }] } as unknown as ResizeObserverEntry;
    this.report([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

describe('header shell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('publishes its height for the notifications while it is shown', () => {
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    signInAs();
    const root = document.documentElement.style;
    const view = renderScreen(
      <HeaderShell>
        <Text>Row</Text>
      </HeaderShell>,
    );
    expect(root.getPropertyValue(HEADER_HEIGHT_VARIABLE)).toBe('112px');
    view.unmount();
    expect(root.getPropertyValue(HEADER_HEIGHT_VARIABLE)).toBe('');
  });
});
