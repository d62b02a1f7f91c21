import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { PublicTracking, TrackingInfo } from '@portal/domain/api/tracking';
import type { Deps } from '../../deps';
import { tokenFrom } from '../../http/session-auth';
import { resolveSession } from '../auth/service';
import { fullFormCompany, track } from './service';

// GET /api/track (spec 02 section 7, '{api}/track'), outside the portal path: the public
// tracking page calls it without a session. A token, when sent, must be live (a 401 signs the
// portal out as any call does); the owning company's session then gets the full answer, when
// its role may view consignments.

export async function trackingRoutes(base: FastifyInstance, { deps }: { deps: Deps }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;

  // The session is read before the query is validated, which keeps only the tracking id.
  const optionalSession = async (request: FastifyRequest) => {
    const token = tokenFrom(request);
    request.auth = token ? await resolveSession(db, token, config.now()) : null;
  };

  app.get('/track', { preValidation: optionalSession, schema: { querystring: REQUEST_SCHEMAS.track } }, async (request): Promise<PublicTracking | TrackingInfo> =>
    track(db, request.query.psTrackingID, await fullFormCompany(db, request.auth)),
  );
}
