import type { PostJson } from '../types';

export const postJson: PostJson = async (url, headers, body, signal) => {
  // fetch on Workers manages its own connections; nothing to retry here.
  const response = await fetch(url, { method: 'POST', headers, body, signal });
  return { status: response.status, text: await response.text() };
};
