// The browser's way to /api with the spec's client semantics (docs/requirements.md#http-client):
// 401 → one refresh, then one replay; refresh failure → sign out to /{locale}/login; a 403 goes to
// the caller, who shows its message: a refused action or a missing scope never ends the session;
// a response answered for another user or customer than the page shows → loading popup + reload;
// 5xx with status maintenance → sign out to /login; network failure → connection popup.
// Use it as `hc<AppType>('/api', { fetch: spokeFetch })` or call `spokeFetch` directly. A replay
// re-sends `init`, so pass bodies as strings or FormData in `init`, not as a consumed Request.

export const USER_META = 'spoke-user';
export const CUST_META = 'spoke-cust';
const REFRESH_PATH = '/api/refresh-token';
const LOGOUT_PATH = '/api/logout';

/** Thrown after the wrapper has taken the page elsewhere (sign-out or reload): callers just stop. */
export class HttpInterrupted extends Error {
  override readonly name = 'HttpInterrupted';
}

export interface HttpEnv {
  fetch: typeof fetch;
  /** `{ user, cust }` the page was rendered for (from the <meta> tags); null when signed out. */
  page: () => { user: string | null; cust: string | null };
  locale: () => string;
  navigate: (url: string) => void;
  reload: () => void;
  popup: (detail: { kind: 'loading' | 'error'; key?: string }) => void;
}

export function createHttp(env: HttpEnv): typeof fetch {
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (): Promise<boolean> => {
    refreshing ??= env
      .fetch(REFRESH_PATH, { method: 'POST', credentials: 'same-origin' })
      .then((r) => r.ok, () => false)
      .finally(() => setTimeout(() => (refreshing = null), 0));
    return refreshing;
  };

  const signOut = async (): Promise<never> => {
    await env.fetch(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    env.navigate(`/${env.locale()}/login`);
    throw new HttpInterrupted('signed out');
  };

  const send = async (input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> => {
    try {
      return await env.fetch(input, { credentials: 'same-origin', ...init });
    } catch (error) {
      if (!isAbort(error, init?.signal)) env.popup({ kind: 'error', key: 'popup.connection_failed' });
      throw error;
    }
  };

  return async (input, init) => {
    let response = await send(input, init);
    if (response.status === 401) {
      if (!(await refreshOnce())) return signOut();
      response = await send(input, init);
      if (response.status === 401) return signOut();
    }
    if (await isMaintenance(response)) return signOut();
    if (answeredForSomeoneElse(response, pathOf(input), env.page())) {
      env.popup({ kind: 'loading' });
      env.reload();
      throw new HttpInterrupted('identity changed');
    }
    return response;
  };
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function isMaintenance(response: Response): Promise<boolean> {
  if (response.status < 500) return false;
  try {
    const body = (await response.clone().json()) as { status?: unknown; error?: { code?: unknown } };
    return body.status === 'maintenance' || body.error?.code === 'MAINTENANCE';
  } catch {
    return false;
  }
}

function pathOf(input: RequestInfo | URL): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(raw, 'http://page.invalid').pathname;
}

/** The user check holds for every call; the customer check not on /user and /change-cust calls. */
function answeredForSomeoneElse(response: Response, path: string, page: { user: string | null; cust: string | null }): boolean {
  const user = response.headers.get('x-spoke-user');
  if (user === null || page.user === null) return false;
  if (user !== page.user) return true;
  if (path === '/api/user' || path.startsWith('/api/change-cust')) return false;
  const cust = response.headers.get('x-spoke-cust');
  return cust !== null && cust !== (page.cust ?? '');
}

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

let pageHttp: typeof fetch | undefined;

/** The page's own wrapper (one per page, so parallel 401s share one refresh), reading the Default layout's <meta> tags. */
export const spokeFetch: typeof fetch = (input, init) => {
  pageHttp ??= createHttp({
    fetch: (i, n) => fetch(i, n),
    page: () => ({ user: meta(USER_META), cust: meta(CUST_META) }),
    locale: () => location.pathname.split('/')[1] || 'en-us',
    navigate: (url) => location.assign(url),
    reload: () => location.reload(),
    popup: (detail) => document.dispatchEvent(new CustomEvent('spoke:popup', { detail })),
  });
  return pageHttp(input, init);
};
