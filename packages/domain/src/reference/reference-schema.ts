import { z } from 'zod';
import type { DgDescriptionInput, GazetteerInput, PpiInput } from '../api/reference';

// GET dg/description and POST options/ppi (spec 02 section 7), and GET gazetteer/{hash}.

export const dgDescriptionSchema = z.object({ class: z.string().max(20).default(''), code: z.string().max(10).default('') }) satisfies z.ZodType<DgDescriptionInput>;

export const ppiSchema = z.object({ rate: z.string().max(100) }) satisfies z.ZodType<PpiInput>;

/** GET gazetteer/{hash}: a content hash as the options answers give it (decision 0028). */
export const gazetteerSchema = z.object({ hash: z.string().regex(/^[\w-]{1,64}$/) }) satisfies z.ZodType<GazetteerInput>;
