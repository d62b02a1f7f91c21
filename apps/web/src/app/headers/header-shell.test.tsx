import '../../test/setup';
import { Text } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories';
import { renderScreen } from '../../test/render';
import { HEADER_HEIGHT_VARIABLE, HeaderShell } from './header-shell';

describe('header shell', () => {
  it('publishes its height for the notifications while it is shown', () => {
    signInAs();
    const root = document.documentElement.style;
    const view = renderScreen(
      <HeaderShell>
        <Text>Row</Text>
      </HeaderShell>,
    );
    // jsdom lays nothing out: the height is 0px, but it is there.
    expect(root.getPropertyValue(HEADER_HEIGHT_VARIABLE)).toMatch(/^\d+(\.\d+)?px$/);
    view.unmount();
    expect(root.getPropertyValue(HEADER_HEIGHT_VARIABLE)).toBe('');
  });
});
