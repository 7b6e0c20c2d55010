// What /recalls does: on a POST record the repair of one of the acting customer's recalled frames,
// then read their frames under open recalls, grouped per recall, to-do ones first.
import { languageOf, type Locale } from '../../domain/locales';
import { byRecall, recallRepairSchema, toDo } from '../../domain/recalls';
import { ApiError } from '../api/errors';
import type { CustCode } from '../auth/claims';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { readRecallFrames, recordRecallRepair, type RecallFrame } from './recalls.service';

export interface RecallGroup {
  recall: RecallFrame['recall'];
  frames: RecallFrame[];
}

export type RecallsPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; status: number; groups: RecallGroup[]; toDo: number; notice: { key: string; frame: string } | null; error: string | null };

export async function runRecallsPage(services: Pick<Services, 'upstream'>, locale: Locale, code: CustCode | null, userName: string, request: Request, url: URL): Promise<RecallsPage> {
  let status = 200;
  let error: string | null = null;
  if (request.method === 'POST' && code) {
    const read = await readPageForm(request);
    const input = read.ok ? recallRepairSchema.safeParse({ recallId: formText(read.form, 'recallId'), frameNumber: formText(read.form, 'frameNumber') }) : null;
    if (!input?.success) {
      status = 400;
      error = UNREADABLE_FORM_KEY;
    } else {
      try {
        await recordRecallRepair(services, code.r3, input.data, userName);
        const done = new URLSearchParams({ done: 'repair', frame: input.data.frameNumber });
        return { kind: 'redirect', to: `${url.pathname}?${done.toString()}` };
      } catch (cause) {
        if (!(cause instanceof ApiError)) throw cause;
        status = cause.status;
        error = cause.messageKey;
      }
    }
  }
  if (!code) return { kind: 'render', status, groups: [], toDo: 0, notice: null, error };
  const frames = await readRecallFrames(services, code.r3, languageOf(locale));
  const groups = byRecall(frames).map(({ frames: list }) => ({ recall: list[0]!.recall, frames: list }));
  const frame = url.searchParams.get('frame') ?? '';
  const notice = request.method === 'GET' && url.searchParams.get('done') === 'repair' && /^[A-Z0-9-]{1,20}$/.test(frame) ? { key: 'recalls.repair_recorded', frame } : null;
  return { kind: 'render', status, groups, toDo: toDo(frames).length, notice, error };
}
