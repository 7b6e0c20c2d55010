// The per-isolate list of ended sessions (decision 0007, revocation): an entry lives one access-token
// lifetime, after which every token of that session has expired by itself.
import { describe, expect, it } from 'vitest';
import { isSessionRevoked, markSessionRevoked } from '../../src/server/auth/revoked-sessions';
import { ACCESS_TTL_SECONDS } from '../../src/server/auth/tokens';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const LIFETIME_MS = ACCESS_TTL_SECONDS * 1000;

describe('revoked sessions', () => {
  it('knows an ended session for one access-token lifetime and forgets it afterwards', () => {
    markSessionRevoked('ended-1', NOW);
    expect(isSessionRevoked('ended-1', NOW)).toBe(true);
    expect(isSessionRevoked('ended-1', NOW + LIFETIME_MS - 1)).toBe(true);
    expect(isSessionRevoked('ended-1', NOW + LIFETIME_MS)).toBe(false);
    expect(isSessionRevoked('never-ended', NOW)).toBe(false);
  });

  it('keeps the newest entries when more sessions end than it holds', () => {
    markSessionRevoked('oldest', NOW);
    for (let i = 0; i < 50_000; i += 1) markSessionRevoked(`burst-${i}`, NOW + 1);
    expect(isSessionRevoked('burst-49999', NOW + 1)).toBe(true);
    expect(isSessionRevoked('oldest', NOW + 1)).toBe(false);
  });
});
