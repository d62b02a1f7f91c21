// Special Instructions step (spec 02 sections 5 and 9): one text area, at most 850 characters.

export const SPECIAL_INSTRUCTIONS_MAX = 850;
export const INSTRUCTIONS_TOO_LONG = 'Special instructions are too long.';

export function instructionsError(instructions: string): string | undefined {
  return instructions.length > SPECIAL_INSTRUCTIONS_MAX ? INSTRUCTIONS_TOO_LONG : undefined;
}
