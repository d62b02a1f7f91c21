import { describe, expect, it } from 'vitest';
import { answerViolation, contractViolation } from './contract-check';
import { jsonResponse } from './factories';

// The web tests' requests and answers are checked against the call contract: this check must
// catch drift.

describe('contractViolation', () => {
  it('accepts a request of the contract', () => {
    expect(contractViolation('/portal/documents/generate?docRN=FP900000014&docType=LBL', { method: 'GET' })).toBeNull();
    expect(contractViolation('/portal/login', { method: 'POST', body: JSON.stringify({ username: 'jo', password: 'pw' }) })).toBeNull();
    expect(contractViolation('/api/track?psTrackingID=ABC', { method: 'GET' })).toBeNull();
  });

  it("reads a path's parameters as the payload (GET gazetteer/:hash)", () => {
    expect(contractViolation('/portal/gazetteer/abc_DEF-1', { method: 'GET' })).toBeNull();
    expect(contractViolation('/portal/gazetteer/a%20b', { method: 'GET' })).toMatch(/^GET \/portal\/gazetteer\/a%20b \(gazetteer\) does not match its request schema: hash:/);
    expect(contractViolation('/portal/gazetteer/a/b', { method: 'GET' })).toBe('GET /portal/gazetteer/a/b is not in the call tables');
  });

  it('refuses a call the tables do not have, and a payload its schema refuses', () => {
    expect(contractViolation('/portal/documents/print', { method: 'GET' })).toBe('GET /portal/documents/print is not in the call tables');
    expect(contractViolation('/portal/login', { method: 'PUT', body: JSON.stringify({ id: 'x' }) })).toMatch(/^PUT \/portal\/login \(chooseCompany\) does not match its request schema: id:/);
    expect(contractViolation('/portal/documents/generate?docRN=FP900000014&docType=XYZ', { method: 'GET' })).toMatch(/docType:/);
  });

  it('leaves alone what is not a call: the signed PDF link, the web app', () => {
    expect(contractViolation('/portal/documents/pdf?sig=abc', { method: 'GET' })).toBeNull();
    expect(contractViolation('/assets/index.js', { method: 'GET' })).toBeNull();
  });

  it("accepts an answer of the call's schema, and names what is wrong with one that is not", async () => {
    const saved = { success: true, message: 'Saved.', version: 2 };
    await expect(answerViolation('/portal/settings', { method: 'POST' }, jsonResponse(saved))).resolves.toBeNull();
    await expect(answerViolation('/portal/settings', { method: 'POST' }, jsonResponse({ ok: true }))).resolves.toBe(
      'POST /portal/settings (saveSettings) answered outside its answer schema: success: Invalid input: expected boolean, received undefined; message: Invalid input: expected string, received undefined; version: Invalid input: expected number, received undefined',
    );
    await expect(answerViolation('/api/track?psTrackingID=T1', { method: 'GET' }, new Response('not json'))).resolves.toMatch(/\(track\) answered 200 with no JSON$/);
  });

  it('leaves the answer readable by the screen', async () => {
    const answer = jsonResponse({ success: true, message: 'Saved.' });
    await answerViolation('/portal/settings', { method: 'POST' }, answer);
    await expect(answer.json()).resolves.toEqual({ success: true, message: 'Saved.' });
  });

  it('leaves alone error answers, the PDF and what is not a call', async () => {
    await expect(answerViolation('/portal/settings', { method: 'POST' }, jsonResponse({ error: 'No.' }, { status: 400 }))).resolves.toBeNull();
    await expect(answerViolation('/portal/documents/pdf?sig=abc', { method: 'GET' }, new Response('%PDF'))).resolves.toBeNull();
    await expect(answerViolation('/assets/index.js', { method: 'GET' }, new Response('export {}'))).resolves.toBeNull();
  });
});
