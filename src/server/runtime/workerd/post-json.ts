import type { PostJson } from '../types';

export const postJson: PostJson = async (url, headers, body, signal) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal });
  return { status: response.status, text: await response.text() };
};
