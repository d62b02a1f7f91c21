import type { Gazetteer } from '@portal/domain/api/reference';
import { PORTAL_PATH } from '@portal/domain/constants';

// The gazetteers the tests' options answers name (decision 0028). Every mocked fetch answers
// GET gazetteer/{hash} for them as the server would, so a screen test mocks only its options call.

const served = new Map<string, Gazetteer>();

/** A stable hash of the JSON (FNV-1a; the server's is SHA-256, which jsdom's tests need not match). */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `test-${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

/** Keeps the gazetteer for the mocked fetch and answers its hash. */
export function serveGazetteer(gazetteer: Gazetteer): string {
  const hash = hashOf(JSON.stringify(gazetteer));
  served.set(hash, gazetteer);
  return hash;
}

const GAZETTEER_PATH = `${PORTAL_PATH}gazetteer/`;

/** The answer to a request for a served gazetteer, as the server sends it; null for any other request. */
export function gazetteerAnswer(url: string, init: RequestInit): Response | null {
  const { pathname } = new URL(url, 'http://localhost');
  if ((init.method ?? 'GET') !== 'GET' || !pathname.startsWith(GAZETTEER_PATH)) return null;
  const gazetteer = served.get(decodeURIComponent(pathname.slice(GAZETTEER_PATH.length)));
  if (!gazetteer) return null;
  return new Response(JSON.stringify(gazetteer), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
