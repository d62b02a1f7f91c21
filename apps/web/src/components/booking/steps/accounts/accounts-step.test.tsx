import '../../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { buildBookingOptions } from '../../test-options';
import { WizardNav } from '../../wizard/wizard-nav';
import { AccountsStep, accountsCanAdvance, type AccountsValue } from './accounts-step';

function Harness() {
  const [value, setValue] = useState<AccountsValue>({ accounts: null });
  return (
    <>
      <AccountsStep value={value} onChange={(patch) => setValue({ ...value, ...patch })} options={buildBookingOptions()} company="Acme Hardware" />
      <WizardNav canAdvance={accountsCanAdvance(value)} onNext={() => undefined} />
    </>
  );
}

describe('accounts step (spec 02 section 2)', () => {
  it('asks whether the company pays; only Yes allows Next, No says to contact the provider', () => {
    renderScreen(<Harness />);
    const next = () => (screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled;
    expect(screen.getByRole('radiogroup', { name: 'Is Acme Hardware paying for this freight?' })).toBeTruthy();
    expect(next()).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(next()).toBe(true);
    const error = screen.getByText(/contact your provider/);
    expect(screen.getByRole('radio', { name: 'No' }).closest('[role="radiogroup"]')?.getAttribute('aria-describedby')).toContain(error.id);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(next()).toBe(false);
    expect(screen.queryByText(/contact your provider/)).toBeNull();
  });
});
