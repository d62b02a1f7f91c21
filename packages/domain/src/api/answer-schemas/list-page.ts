import { z } from 'zod';
import type { ListPage } from '../list-page';

/** The fields every record list's page carries beside its rows (decision 0029). */
export const listPageAnswer = { since: z.number(), next: z.string().nullable() } satisfies { [K in keyof ListPage]: z.ZodType<ListPage[K]> };
