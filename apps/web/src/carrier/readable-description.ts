/** Mantine's dimmed field description is below WCAG AA contrast on white: the back office's fields darken it, as the portal's do. */
export const READABLE_DESCRIPTION = { description: { color: 'var(--mantine-color-gray-7)' } } as const;
