// The POST of an admin content list: delete (after the confirmation) or restore one row, then back to
// the list with a notice (post-redirect-get).
import { readPageForm } from '../page-form';

export type ListMove = (id: number, move: 'delete' | 'restore') => Promise<'done' | 'not_found' | 'unchanged'>;

/** Where to go after the POST: the list with `done=deleted|restored`, or `failed`. */
export async function listAction(request: Request, self: string, move: ListMove): Promise<string> {
  const read = await readPageForm(request);
  if (!read.ok) return `${self}?done=failed`;
  const action = read.form.get('action');
  const id = Number(read.form.get('id'));
  if ((action !== 'delete' && action !== 'restore') || !Number.isInteger(id) || id < 1) return `${self}?done=failed`;
  const outcome = await move(id, action);
  return `${self}?done=${outcome === 'done' ? (action === 'delete' ? 'deleted' : 'restored') : 'failed'}`;
}
