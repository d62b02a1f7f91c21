import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { DocumentsAnswer, GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { Deps } from '../../deps';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createDocumentsService } from './service';

// GET documents/list, GET documents/generate and GET documents/pdf under /portal/. The PDF route
// takes no session: its URL is signed (signed-url.ts), so a browser can open it in a new tab or
// an iframe to print, where no Authorization header is sent.

/** RFC 6266: a plain ASCII name for old clients, the exact name in UTF-8 for the rest. */
function contentDisposition(inline: boolean, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function documentsRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const documents = createDocumentsService(deps);

  app.get(
    '/documents/list',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.listDocuments } },
    (request): Promise<DocumentsAnswer> => documents.list(companyAuthOf(request), request.query),
  );

  app.get(
    '/documents/generate',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.generateDocument } },
    (request): Promise<GenerateDocumentAnswer> => documents.generate(companyAuthOf(request), request.query),
  );

  app.get('/documents/pdf', { schema: { querystring: REQUEST_SCHEMAS.documentPdf } }, async (request, reply) => {
    const document = await documents.pdf(request.query);
    return reply
      .type(document.contentType)
      .header('content-disposition', contentDisposition(document.inline, document.fileName))
      .header('x-content-type-options', 'nosniff')
      .send(document.bytes);
  });
}
