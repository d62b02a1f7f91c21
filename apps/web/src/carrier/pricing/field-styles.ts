/** Mantine's dimmed description is below WCAG AA contrast on white (axe): gray 7 reads. */
export const DESCRIPTION_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };
