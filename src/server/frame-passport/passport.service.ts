// The frame passport (decision 0113): one upstream read of everything known about a frame, shown
// only to the dealer that received or registered it, staff of its sales organisations and
// administrators. Anyone else, a malformed serial and an unknown one get the same null (a 404).
import { mayReadPassport, passportReaderOf } from '../../domain/frame-passport';
import { frameNumber } from '../../domain/frames';
import type { Language } from '../../domain/locales';
import type { AccessClaims } from '../auth/claims';
import type { Services } from '../services';
import { FramePassportDocument, type FramePassportQuery } from '../upstream/generated';

export type FramePassport = NonNullable<FramePassportQuery['framePassport']>;
export type PassportClaim = FramePassport['claims'][number];
export type PassportPdi = FramePassport['pdis'][number];
export type PassportRecall = FramePassport['recalls'][number];

/** What the passport reads of a signed-in user (a page's shell user or an API token). */
export type PassportUser = Pick<AccessClaims, 'lim' | 'areas' | 'flags' | 'salesActiveCustCode'>;

/** The frame number a path segment stands for (capitals, no spaces); null when it cannot be one. */
export function serialParam(value: string | undefined): string | null {
  const parsed = frameNumber.safeParse(value ?? '');
  return parsed.success && parsed.data !== '' ? parsed.data : null;
}

/** The frame's passport when this user may read it; null when the frame is unknown or not theirs to see. */
export async function readPassport(deps: Pick<Services, 'upstream'>, user: PassportUser, serial: string | undefined, language: Language): Promise<FramePassport | null> {
  const number = serialParam(serial);
  if (number === null) return null;
  const { framePassport } = await deps.upstream.request(FramePassportDocument, { frameNumber: number, lang: language });
  if (!framePassport) return null;
  const parties = { shippedTo: framePassport.shippedTo, registeredBy: framePassport.registration?.custCode ?? null, salesOrgs: framePassport.salesOrgs };
  return mayReadPassport(passportReaderOf(user), parties) ? framePassport : null;
}
