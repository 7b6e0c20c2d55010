// What the claim form sends and what it checks before sending: the body read from the form's fields
// and the uploaded files, the checks the browser can make at once (the server re-checks all), and
// where each message is shown. Pure: the island and its tests share it.
import { attachmentIssues, type AttachmentCounts, type AttachmentKind } from '../../domain/claims/attachment.rules';

export const CONSUMER_FIELDS = ['name', 'phone', 'city', 'address', 'email'] as const;

export interface ClaimFormTexts {
  required: string;
  problemRequired: string;
  photoRequired: string;
  idCardRequired: string;
  /** With `{max}`. */
  maxItems: string;
  tooLarge: string;
  waitUploads: string;
  checkInput: string;
  failed: string;
  compressing: string;
  uploading: string;
  uploaded: string;
  remove: string;
  saving: string;
  submit: string;
}

export interface StoredFile { id: string; kind: AttachmentKind }

export interface ClaimBody {
  frameNumber?: string;
  articleCode?: string;
  purchaseDate: string;
  consumer: Record<(typeof CONSUMER_FIELDS)[number], string>;
  problems: { problemId: string; notes: string }[];
  description: string;
  qty: string;
  files: StoredFile[];
  submissionId: string;
}

/** Messages by field path (`purchaseDate`, `consumer.email`, `problems`, `files.photo`, ...). */
export type FieldErrors = Partial<Record<string, string>>;

export function readClaimForm(data: FormData, subject: { kind: 'bike' | 'paa'; code: string }, files: readonly StoredFile[], submissionId: string): ClaimBody {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    ...(subject.kind === 'bike' ? { frameNumber: subject.code } : { articleCode: subject.code }),
    purchaseDate: text('purchaseDate'),
    consumer: Object.fromEntries(CONSUMER_FIELDS.map((f) => [f, text(`consumer.${f}`)])) as ClaimBody['consumer'],
    problems: data.getAll('problem').map((id) => ({ problemId: String(id), notes: text(`notes-${String(id)}`) })),
    description: text('description'),
    qty: text('qty'),
    files: [...files],
    submissionId,
  };
}

const withMax = (template: string, max: number | undefined) => template.replace('{max}', String(max ?? ''));

/** The checks the browser makes before sending; an empty result means the claim may be sent. */
export function localIssues(body: ClaimBody, texts: ClaimFormTexts): FieldErrors {
  const errors: FieldErrors = {};
  if (body.purchaseDate === '') errors['purchaseDate'] = texts.required;
  if (body.description === '') errors['description'] = texts.required;
  if (body.qty === '') errors['qty'] = texts.required;
  if (body.problems.length === 0) errors['problems'] = texts.problemRequired;
  const counts: AttachmentCounts = {};
  for (const f of body.files) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
  const consumerFilled = Object.values(body.consumer).some((v) => v !== '');
  for (const issue of attachmentIssues(counts, consumerFilled)) {
    const message = issue.message === 'claims.error.photo_required' ? texts.photoRequired : issue.message === 'claims.error.id_card_required' ? texts.idCardRequired : withMax(texts.maxItems, issue.max);
    errors[`files.${issue.kind}`] = message;
  }
  return errors;
}

/** Where the server's issue is shown: a problem's notes beside the problem list, the rest by path. */
export function fieldOfIssue(path: string): string {
  return path.startsWith('problems') ? 'problems' : path;
}

/** The server's field issues as messages by field; the first one per field wins. */
export function serverIssues(issues: readonly { path: string; message: string; text?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldOfIssue(issue.path)] ??= issue.text ?? issue.message;
  return errors;
}

/** How many of the chosen files fit beside those kept, and the message when some do not. */
export function takeFiles<T>(chosen: readonly T[], held: number, max: number, texts: Pick<ClaimFormTexts, 'maxItems'>): { take: T[]; error: string | null } {
  const room = Math.max(0, max - held);
  return { take: chosen.slice(0, room), error: chosen.length > room ? withMax(texts.maxItems, max) : null };
}
