// Text field checks of the booking steps. The spec gives one length message,
// 'Description can not be greater than 200 characters.' (spec 02 section 5); the other length
// limits have no text of their own, so they share its form, and required fields read like
// 'Purchase Order # is required.'.

export function tooLongMessage(field: string, max: number): string {
  return `${field} can not be greater than ${max} characters.`;
}

export function requiredMessage(field: string): string {
  return `${field} is required.`;
}

/** The message for a text longer than max, else undefined. */
export function checkLength(text: string, field: string, max: number): string | undefined {
  return text.length > max ? tooLongMessage(field, max) : undefined;
}

/** Required (not blank) and at most max characters. */
export function checkRequiredText(text: string, field: string, max: number): string | undefined {
  return text.trim() === '' ? requiredMessage(field) : checkLength(text, field, max);
}
