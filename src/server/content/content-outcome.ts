// What a content save answers: the row's id, or the field problems (locale keys) and the status.
export interface FieldIssue {
  path: string;
  message: string;
}

export type SaveOutcome = { ok: true; id: number } | { ok: false; status: 400 | 404; issues: FieldIssue[] };

export const saved = (id: number): SaveOutcome => ({ ok: true, id });
export const refused = (path: string, message: string, status: 400 | 404 = 400): SaveOutcome => ({ ok: false, status, issues: [{ path, message }] });

/** Deleted filter of admin lists: live rows, deleted rows, or both. */
export type DeletedFilter = 'only' | 'with' | 'without';

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}
