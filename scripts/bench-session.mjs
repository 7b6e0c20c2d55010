// Signing in for the benchmarks: the cookies a browser would hold after signing in as a demo account
// (and, for a sales rep, after choosing a customer), so pages are measured as users get them.
const PASSWORD = 'Spoke-Demo-2026';

/** @returns {Promise<string>} a Cookie header value */
export async function signIn(origin, username) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return cookiesOf(response);
}

/** Acts for the first customer the user may choose (a sales rep); the new tokens replace the old. */
export async function chooseFirstCustomer(origin, cookie) {
  const list = await fetch(`${origin}/api/customers`, { headers: { cookie } });
  if (!list.ok) throw new Error(`customer list answered ${list.status}`);
  const body = await list.json();
  const { r3, isr } = body.data?.[0]?.custCode ?? {};
  if (!r3) throw new Error(`no customer to choose: ${JSON.stringify(body).slice(0, 200)}`);
  const url = new URL('/api/change-cust', origin);
  url.searchParams.set('r3', r3);
  if (isr) url.searchParams.set('isr', isr);
  const response = await fetch(url, { method: 'POST', headers: { cookie, origin } });
  if (!response.ok) throw new Error(`choosing customer ${r3} failed: ${response.status}`);
  return cookiesOf(response);
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}
