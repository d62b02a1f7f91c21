import { z } from 'zod';
import { LIST_SEARCH_MAX, type ListInput } from '../api/list-page';
import { parseListCursor } from './list-cursor';

/** Said of a `before` this service cannot have given (the 400 names the field). */
export const BAD_CURSOR = "is not a list answer's next";

/** The request of the four record lists: a search and the page to start after, both optional. */
export const listSchema = z.object({
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  before: z
    .string()
    .max(40)
    .refine((text) => parseListCursor(text) !== null, BAD_CURSOR)
    .optional(),
}) satisfies z.ZodType<ListInput>;
