import '../../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { buildBookingOptions } from '../../test-options';
import { SpecialInstructionsStep, specialInstructionsCanAdvance, type SpecialInstructionsValue } from './special-instructions-step';

function Harness() {
  const [value, setValue] = useState<SpecialInstructionsValue>({ instructions: '' });
  return <SpecialInstructionsStep value={value} onChange={(patch) => setValue({ ...value, ...patch })} options={buildBookingOptions()} />;
}

describe('special instructions step (spec 02 section 5)', () => {
  it("says 'Special instructions are too long.' past 850 characters, linked to the field", () => {
    renderScreen(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Special Instructions' });
    fireEvent.change(box, { target: { value: 'x'.repeat(850) } });
    expect(screen.queryByText('Special instructions are too long.')).toBeNull();
    fireEvent.change(box, { target: { value: 'x'.repeat(851) } });
    const error = screen.getByText('Special instructions are too long.');
    expect(box.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('can advance within the limit only', () => {
    expect(specialInstructionsCanAdvance({ instructions: 'Ring the bell' })).toBe(true);
    expect(specialInstructionsCanAdvance({ instructions: 'x'.repeat(851) })).toBe(false);
  });
});
