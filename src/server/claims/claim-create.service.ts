// Filing a claim: the frame (or article) is looked up first, a stolen frame is refused, an open recall
// is shown before anything else; the problems come from the article's list. The files must be the
// user's own uploads; one submission id makes one claim however often the form is sent.
import type { ClaimFormInput, CreateBikeClaimInput, CreatePaaClaimInput } from '../../domain/claims';
import { frameNumber, normaliseFrame } from '../../domain/frames';
import { normalisePhone } from '../../domain/validation/phone.rules';
import type { Services } from '../services';
import {
  ClaimArticlesV2Document, ClaimProblemsDocument, ClaimRecallFramesDocument, ClaimStolenBikeDocument, CreateClaimBikeDocument, CreateClaimPaaDocument,
  type ClaimArticlesV2Query, type ClaimInput, type ClaimProblemsQuery, type ClaimRecallFramesQuery,
} from '../upstream/generated';
import { ownFiles, withJoinedFiles } from './claim-files.service';
import { languageOf, type Language, type Locale } from '../../domain/locales';
import { ApiError } from '../api/errors';
import { claimsError, claimsMessage } from './claims.errors';

export type ClaimArticle = NonNullable<ClaimArticlesV2Query['claimArticlesV2']>;
export type ClaimRecall = ClaimRecallFramesQuery['claimRecallFrames'][number];
export type ProblemOption = ClaimProblemsQuery['claimProblems'][number];

export interface FrameLookup { article: ClaimArticle; recalls: ClaimRecall[]; problems: ProblemOption[] }

type Up = Pick<Services, 'upstream'>;

/** `language`: the recall notice's texts (the distributor's English where it wrote none in it). */
export async function lookupFrame(deps: Up, custCode: string, frame: string, language: Language = 'en'): Promise<FrameLookup> {
  const frameNumber = normaliseFrame(frame);
  const [{ claimStolenBike }, { claimArticlesV2 }, { claimRecallFrames }] = await Promise.all([
    deps.upstream.request(ClaimStolenBikeDocument, { frameNumber }),
    deps.upstream.request(ClaimArticlesV2Document, { custCode, frameNumber }),
    deps.upstream.request(ClaimRecallFramesDocument, { frameNumber, embed: ['instruction'], lang: language }),
  ]);
  if (claimStolenBike.stolen) throw claimsError('FRAME_STOLEN', {}, [{ path: 'frameNumber', message: 'claims.error.frame_stolen' }]);
  if (!claimArticlesV2) throw claimsError('FRAME_UNKNOWN', {}, [{ path: 'frameNumber', message: 'claims.error.frame_unknown' }]);
  const { claimProblems } = await deps.upstream.request(ClaimProblemsDocument, { custCode, articleCode: claimArticlesV2.articleCode });
  return { article: claimArticlesV2, recalls: claimRecallFrames, problems: claimProblems };
}

export async function lookupArticle(deps: Up, custCode: string, articleCode: string): Promise<FrameLookup> {
  const { claimArticlesV2 } = await deps.upstream.request(ClaimArticlesV2Document, { custCode, articleCode: articleCode.trim() });
  if (!claimArticlesV2) throw claimsError('ARTICLE_UNKNOWN', {}, [{ path: 'articleCode', message: 'claims.error.article_unknown' }]);
  const { claimProblems } = await deps.upstream.request(ClaimProblemsDocument, { custCode, articleCode: claimArticlesV2.articleCode });
  return { article: claimArticlesV2, recalls: [], problems: claimProblems };
}

/** The consumer as the upstream stores it: the phone with the site's prefix, as the phone rule says. */
export function wireConsumer(c: ClaimFormInput['consumer'], phonePrefix: string): ClaimInput['consumer'] {
  if (!c) return null;
  return { name: c.name ?? null, phone: c.phone ? normalisePhone(c.phone, phonePrefix) : null, city: c.city ?? null, address: c.address ?? null, email: c.email ?? null };
}

async function claimInput(deps: Pick<Services, 'db'>, user: FilingUser, input: ClaimFormInput, problems: readonly ProblemOption[]): Promise<ClaimInput> {
  const unknown = input.problems.findIndex((p) => !problems.some((o) => o.id === p.problemId));
  if (unknown >= 0) throw claimsError('CLAIM_INVALID', {}, [{ path: `problems.${unknown}.problemId`, message: 'validation.required' }]);
  return {
    purchaseDate: input.purchaseDate, description: input.description, qty: input.qty, submissionId: input.submissionId, contactPersonName: user.name,
    consumer: wireConsumer(input.consumer, user.phonePrefix),
    problems: input.problems.map((p) => ({ problemId: p.problemId, notes: p.notes ?? null })),
    files: await ownFiles(deps, user.id, input.files, submissionTarget(input)),
  };
}

export interface CreatedClaim { id: string; referenceNo: string }
/** Who files: the uploads must be theirs; their name is the claim's contact person; `phonePrefix` is their site's. */
export interface FilingUser { id: number; name: string; phonePrefix: string }

/** A claim's uploads join its submission, so a retried submission (same id) may send them again. */
const submissionTarget = (input: Pick<ClaimFormInput, 'submissionId'>) => `claim-submission:${input.submissionId}`;

export async function createBikeClaim(deps: Pick<Services, 'upstream' | 'db'>, user: FilingUser, custCode: string, input: CreateBikeClaimInput): Promise<CreatedClaim> {
  const found = await lookupFrame(deps, custCode, input.frameNumber);
  const since = new Date();
  const wire = await claimInput(deps, user, input, found.problems);
  return withJoinedFiles(deps, input.files, submissionTarget(input), since, async () => {
    const { createClaimBike } = await deps.upstream.request(CreateClaimBikeDocument, { custCode, frameNumber: found.article.frameNumber ?? input.frameNumber, input: wire });
    if (!createClaimBike.claim) throw claimsError('SAVE_FAILED');
    return createClaimBike.claim;
  });
}

export async function createPaaClaim(deps: Pick<Services, 'upstream' | 'db'>, user: FilingUser, custCode: string, input: CreatePaaClaimInput): Promise<CreatedClaim> {
  const found = await lookupArticle(deps, custCode, input.articleCode);
  const since = new Date();
  const wire = await claimInput(deps, user, input, found.problems);
  return withJoinedFiles(deps, input.files, submissionTarget(input), since, async () => {
    const { createClaimPaa } = await deps.upstream.request(CreateClaimPaaDocument, { custCode, articleCode: found.article.articleCode, input: wire });
    if (!createClaimPaa.claim) throw claimsError('SAVE_FAILED');
    return createClaimPaa.claim;
  });
}

export type ClaimKind = 'bike' | 'paa';
/** The query parameter each create page's lookup form sends. */
export const LOOKUP_PARAM: Readonly<Record<ClaimKind, string>> = { bike: 'frame', paa: 'article' };

/** A lookup for a new claim as the create page shows it: what was found, or the user's message. */
export async function startClaim(deps: Up, locale: Locale, kind: ClaimKind, custCode: string, asked: string): Promise<{ found: FrameLookup | null; error: string | null }> {
  try {
    if (kind === 'paa') return { found: await lookupArticle(deps, custCode, asked.slice(0, 40)), error: null };
    const parsed = frameNumber.safeParse(asked);
    if (!parsed.success) return { found: null, error: claimsMessage(locale, parsed.error.issues[0]?.message ?? 'validation.required') };
    return { found: await lookupFrame(deps, custCode, parsed.data, languageOf(locale)), error: null };
  } catch (cause) {
    if (!(cause instanceof ApiError)) throw cause;
    return { found: null, error: claimsMessage(locale, cause.messageKey) };
  }
}
