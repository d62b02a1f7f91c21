import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from './client-messages';

describe('client messages', () => {
  it('names the status when nothing else explains a failure', () => {
    expect(CLIENT_MESSAGES.requestFailed(502)).toBe('The request failed (status 502).');
  });

  it("keeps the company choice heading of spec 01 section 2", () => {
    expect(CLIENT_MESSAGES.chooseCompany).toBe('Choose a company');
  });
});
