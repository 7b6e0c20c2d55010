// Recall campaigns (decision 0111): the acting customer's recalled frames, every campaign's progress
// on the site's sales organisation, and the dealer's recorded repair. The upstream holds the
// campaigns (ERP data); the portal passes the customer it checked and the reader's language.
import type { Language } from '../../domain/locales';
import type { RecallRepairInput, RecallStatusFilter } from '../../domain/recalls';
import { ApiError } from '../api/errors';
import type { Services } from '../services';
import { RecallCampaignsDocument, RecallFramesDocument, RecordRecallRepairDocument, type RecallCampaignsQuery, type RecallFramesQuery } from '../upstream/generated';

export type RecallFrame = RecallFramesQuery['recallFrames'][number];
export type RecallCampaign = RecallCampaignsQuery['recallCampaigns'][number];

type Up = Pick<Services, 'upstream'>;

/** The customer's frames under an open recall: to do, done, or all. */
export async function readRecallFrames(deps: Up, custCode: string, language: Language, status: RecallStatusFilter = 'all'): Promise<readonly RecallFrame[]> {
  const { recallFrames } = await deps.upstream.request(RecallFramesDocument, { custCode, lang: language, status: status === 'all' ? null : status });
  return recallFrames;
}

/** Every campaign with its frames and those done among the sales organisation's customers. */
export async function readCampaigns(deps: Up, sorg: string, language: Language): Promise<readonly RecallCampaign[]> {
  const { recallCampaigns } = await deps.upstream.request(RecallCampaignsDocument, { sorg, lang: language });
  return recallCampaigns;
}

/**
 * Records that the dealer did the recall's work on their frame. The upstream checks the frame is the
 * customer's and under that open recall; recording it twice changes nothing.
 */
export async function recordRecallRepair(deps: Up, custCode: string, input: RecallRepairInput, doneByName: string): Promise<void> {
  const { recordRecallRepair } = await deps.upstream.request(RecordRecallRepairDocument, { recallId: String(input.recallId), frameNumber: input.frameNumber, custCode, doneByName });
  if (recordRecallRepair.message.status) return;
  const field = recordRecallRepair.userErrors[0]?.field;
  if (field === 'recallId') throw new ApiError(409, 'RECALL_CLOSED', 'This recall is closed', 'recalls.error.closed');
  throw new ApiError(404, 'RECALL_FRAME_NOT_FOUND', 'This frame is not one of yours under this recall', 'recalls.error.not_yours');
}
