import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES, RATE_SHEET_CALLS, recordIdSchema as params } from '@portal/domain/carrier/pricing-calls';
import type { Deps } from '../../deps';
import { payloadOf, staffAuthOf, type StaffGuards } from '../../http/staff-auth';
import { createRateSheetsService } from './rate-sheets';

/**
 * An import's body: the file in base64 (4 characters for each 3 bytes) and room for the JSON
 * around it. The app's 1 MB limit stays for every other route.
 */
const IMPORT_BODY_LIMIT = Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 64 * 1024;

// The pricing desk's rate sheets (issue 27), under /carrier/pricing: RATE_SHEET_CALLS names them.
export async function rateSheetRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const sheets = createRateSheetsService(deps);
  const { exportVersion, previewImport, importPage, applyImport } = RATE_SHEET_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;

  app.get(path(exportVersion), { ...guard(exportVersion), schema: { params, querystring: payloadOf(exportVersion) } }, async (request, reply) => {
    const file = await sheets.exportVersion(request.params.id, request.query.format);
    return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  });
  app.post(path(previewImport), { ...guard(previewImport), bodyLimit: IMPORT_BODY_LIMIT, schema: { params, body: payloadOf(previewImport) } }, (request) =>
    sheets.preview(request.params.id, request.body, staffAuthOf(request).staff.id),
  );
  app.get(path(importPage), { ...guard(importPage), schema: { params, querystring: payloadOf(importPage) } }, (request) => sheets.page(request.params.id, request.query));
  app.post(path(applyImport), { ...guard(applyImport), schema: { params } }, (request) => sheets.apply(request.params.id, staffAuthOf(request).staff.id));
}
