import '../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import { AccessButton } from './access-button';

describe('access button (spec 01 section 6)', () => {
  it("is disabled without the permission and says 'no access' on hover", async () => {
    const onClick = vi.fn();
    renderScreen(
      <AccessButton allowed={false} onClick={onClick}>
        Add
      </AccessButton>,
    );
    const button = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.mouseEnter(button.parentElement!);
    expect(await screen.findByText('no access')).toBeTruthy();
  });

  it('works as a plain button with the permission', () => {
    const onClick = vi.fn();
    renderScreen(
      <AccessButton allowed onClick={onClick}>
        Add
      </AccessButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('no access')).toBeNull();
  });
});
