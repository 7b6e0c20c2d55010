// Claim rules: the capability list decides every status move, rejection needs a reason, the dealer
// edits only new or returned claims; attachment counts (one photo at least, ID card once a consumer
// is filled, maxima per kind); the type of a file comes from its bytes; the description's and the
// comment's text rule.
import { describe, expect, it } from 'vitest';
import {
  attachmentIssues, canMoveClaim, checkClaimFile, claimCommentSchema, claimDescription, claimEditable, claimFileName, claimFormSchema, CLAIM_STATUS as S,
  nextStatuses, reasonRequired, sniffClaimFile, type ClaimCapability,
} from '../../src/domain/claims';
import { claimCapabilityRows } from '../../upstream/claims/claims.data';

const caps: ClaimCapability[] = [
  { productCategory: 'bike', customerCategory: '*', fromStatus: S.submitted, toStatus: S.inReview },
  { productCategory: 'paa', customerCategory: 'dealer', fromStatus: S.approved, toStatus: S.partsShipped },
];

describe('capability rule', () => {
  it('allows a move only for the product category, customer category and from-status listed', () => {
    expect(canMoveClaim(caps, { productCategory: 'bike', customerCategory: 'dealer', from: S.submitted, to: S.inReview })).toBe(true);
    expect(canMoveClaim(caps, { productCategory: 'paa', customerCategory: 'dealer', from: S.submitted, to: S.inReview })).toBe(false);
    expect(canMoveClaim(caps, { productCategory: 'bike', customerCategory: 'dealer', from: S.inReview, to: S.submitted })).toBe(false);
    expect(canMoveClaim(caps, { productCategory: 'paa', customerCategory: 'dealer', from: S.approved, to: S.partsShipped })).toBe(true);
    expect(canMoveClaim(caps, { productCategory: 'paa', customerCategory: 'customer_vendor', from: S.approved, to: S.partsShipped })).toBe(false);
  });

  it('lists the next statuses of the desk’s own list, with nothing after a closed claim', () => {
    expect(nextStatuses(claimCapabilityRows, { productCategory: 'bike', customerCategory: 'dealer', from: S.inReview })).toEqual([S.waitingForDealer, S.approved, S.rejected]);
    expect(nextStatuses(claimCapabilityRows, { productCategory: 'paa', customerCategory: 'customer_vendor', from: S.approved })).toEqual([S.credited]);
    expect(nextStatuses(claimCapabilityRows, { productCategory: 'bike', customerCategory: 'dealer', from: S.closed })).toEqual([]);
    expect(nextStatuses(claimCapabilityRows, { productCategory: 'bike', customerCategory: 'dealer', from: S.rejected })).toEqual([]);
  });

  it('needs a reason for a rejection only, and lets the dealer edit new and returned claims only', () => {
    expect(reasonRequired(S.rejected)).toBe(true);
    expect(reasonRequired(S.approved)).toBe(false);
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(claimEditable)).toEqual([S.submitted, S.waitingForDealer]);
  });
});

describe('attachment rules', () => {
  it('needs at least one photo', () => {
    expect(attachmentIssues({}, false).map((i) => i.message)).toEqual(['claims.error.photo_required']);
    expect(attachmentIssues({ photo: 1 }, false)).toEqual([]);
  });

  it('needs the ID card once a consumer is filled', () => {
    expect(attachmentIssues({ photo: 2 }, true).map((i) => i.message)).toEqual(['claims.error.id_card_required']);
    expect(attachmentIssues({ photo: 2, idCard: 1 }, true)).toEqual([]);
  });

  it('refuses more than 1 invoice, 1 ID card, 6 photos, 1 video or 5 additional documents', () => {
    expect(attachmentIssues({ photo: 6, invoice: 1, idCard: 1, video: 1, additionalDoc: 5 }, true)).toEqual([]);
    const over = attachmentIssues({ photo: 7, invoice: 2, idCard: 2, video: 2, additionalDoc: 6 }, false);
    expect(over.map((i) => [i.kind, i.max])).toEqual([['invoice', 1], ['idCard', 1], ['photo', 6], ['video', 1], ['additionalDoc', 5]]);
  });

  it('counts the files of a submitted form, consumer included', () => {
    const base = { purchaseDate: '2026-01-02', problems: [{ problemId: 'FR-CRACK' }], description: 'Crack', qty: 1, submissionId: crypto.randomUUID() };
    const photo = { id: crypto.randomUUID(), kind: 'photo' as const };
    expect(claimFormSchema.safeParse({ ...base, files: [photo] }).success).toBe(true);
    const withConsumer = claimFormSchema.safeParse({ ...base, files: [photo], consumer: { name: 'Ria Rider' } });
    expect(withConsumer.success ? [] : withConsumer.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['files.idCard', 'claims.error.id_card_required']]);
    const empty = claimFormSchema.safeParse({ ...base, files: [], consumer: { name: '' } });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual(['claims.error.photo_required']);
  });
});

describe('files', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it('tells the type by content, never by name', () => {
    expect(sniffClaimFile(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
    expect(sniffClaimFile(bytes(0x25, 0x50, 0x44, 0x46, 0x2d))).toBe('application/pdf');
    expect(sniffClaimFile(bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d))).toBe('video/mp4');
    expect(sniffClaimFile(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // a Windows executable
  });

  it('accepts per kind what the kind may be, within its size', () => {
    const jpeg = bytes(0xff, 0xd8, 0xff);
    const pdf = bytes(0x25, 0x50, 0x44, 0x46, 0x2d);
    expect(checkClaimFile('photo', jpeg)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkClaimFile('photo', pdf)).toEqual({ ok: false, reason: 'type' });
    expect(checkClaimFile('invoice', pdf)).toEqual({ ok: true, type: 'application/pdf' });
    expect(checkClaimFile('video', jpeg)).toEqual({ ok: false, reason: 'type' });
    expect(checkClaimFile('invoice', new Uint8Array(0))).toEqual({ ok: false, reason: 'empty' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(checkClaimFile('invoice', big)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('neutralises names: no path, no control characters, the proven extension', () => {
    expect(claimFileName('..\\..\\evil\u0000.exe', 'image/jpeg')).toBe('evil_.jpg');
    expect(claimFileName('C:/x/Receipt März.PDF', 'application/pdf')).toBe('Receipt März.pdf');
    expect(claimFileName('', 'video/mp4')).toBe('file.mp4');
  });
});

describe('claim description rule', () => {
  it('allows what a mechanic writes about a fault, with its own message otherwise', () => {
    expect(claimDescription.safeParse('Crack (2 cm) at the head tube! Rider: 80% sure?\nSeen #3').success).toBe(true);
    const bad = claimDescription.safeParse('Crack <script>');
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('claims.error.description_text');
    const long = claimDescription.safeParse('a'.repeat(1_001));
    expect(long.success ? null : long.error.issues[0]?.message).toBe('claims.error.description_too_long');
    expect(claimDescription.safeParse('   ').success).toBe(false);
  });

  it('allows ordinary punctuation: semicolons, question marks, brackets, typographic quotes and dashes', () => {
    expect(claimDescription.safeParse('Creaks when pedalling; worse uphill? Seen twice [Mar/Apr] – “loud” @ 25 km/h.').success).toBe(true);
  });
});

describe('claim comment rule', () => {
  const comment = (text: string) => claimCommentSchema.safeParse({ comment: text });

  it('takes a conversation as people write it', () => {
    expect(comment('Could you send a photo of the drop-out? Thanks; we will check it.').success).toBe(true);
    expect(comment('Dealer’s note: 2× “OK” (see invoice #12) = done!\nRegards').success).toBe(true);
  });

  it('refuses markup and escape characters with the comment message, and an empty comment', () => {
    for (const bad of ['<b>urgent</b>', 'price {x}', 'path\\to', 'a | b', '`code`']) {
      const result = comment(bad);
      expect(result.success ? null : result.error.issues[0]?.message, bad).toBe('claims.error.comment_text');
    }
    const empty = comment('   ');
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe('validation.not_empty');
  });
});
