import { z } from 'zod';
import type { DgDescriptionInput, PpiInput } from '../api/reference';

// GET dg/description and POST options/ppi (spec 02 section 7).

export const dgDescriptionSchema = z.object({ class: z.string().max(20).default(''), code: z.string().max(10).default('') }) satisfies z.ZodType<DgDescriptionInput>;

export const ppiSchema = z.object({ rate: z.string().max(100) }) satisfies z.ZodType<PpiInput>;
