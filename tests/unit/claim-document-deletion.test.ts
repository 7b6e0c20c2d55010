// Who may delete a claim's additional document (decision 0107): the warranty desk any; the dealer's
// side only its own, only while the claim can still be changed.
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUS, CLAIM_STATUS_IDS, claimEditable, documentDeletion } from '../../src/domain/claims';

describe('deleting a claim document', () => {
  it('lets the desk delete any document in any status', () => {
    for (const status of CLAIM_STATUS_IDS) for (const side of ['dealer', 'desk', 'unknown'] as const) expect(documentDeletion({ staff: true }, side, status)).toBe('allowed');
  });

  it('lets the dealer delete its own only while the claim can be changed', () => {
    for (const status of CLAIM_STATUS_IDS) expect(documentDeletion({ staff: false }, 'dealer', status)).toBe(claimEditable(status) ? 'allowed' : 'locked');
    expect(documentDeletion({ staff: false }, 'dealer', CLAIM_STATUS.inReview)).toBe('locked');
  });

  it('never lets the dealer delete the distributor’s or the ERP’s documents', () => {
    for (const status of CLAIM_STATUS_IDS) {
      expect(documentDeletion({ staff: false }, 'desk', status)).toBe('not_yours');
      expect(documentDeletion({ staff: false }, 'unknown', status)).toBe('not_yours');
    }
  });
});
