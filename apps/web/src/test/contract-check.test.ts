import { describe, expect, it } from 'vitest';
import { contractViolation } from './contract-check';

// The web tests' requests are checked against the call contract: this check must catch drift.

describe('contractViolation', () => {
  it('accepts a request of the contract', () => {
    expect(contractViolation('/portal/documents/generate?docRN=FP900000014&docType=LBL', { method: 'GET' })).toBeNull();
    expect(contractViolation('/portal/login', { method: 'POST', body: JSON.stringify({ username: 'jo', password: 'pw' }) })).toBeNull();
    expect(contractViolation('/api/track?psTrackingID=ABC', { method: 'GET' })).toBeNull();
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
});
