// The one reader of page form posts: forms come through, anything else is refused without throwing,
// and no page or server module reads a request body as a form any other way.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formText, readPageForm } from '../../src/server/page-form';

const post = (body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/en-us/login', { method: 'POST', body, headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers } });

describe('readPageForm', () => {
  it('reads an urlencoded and a multipart form', async () => {
    const urlencoded = await readPageForm(post('username=dealer.us&password=x', 'application/x-www-form-urlencoded;charset=UTF-8'));
    expect(urlencoded.ok && formText(urlencoded.form, 'username')).toBe('dealer.us');
    const data = new FormData();
    data.set('lines', '200001430 2');
    data.set('file', new File(['a,1'], 'order.csv'));
    const multipart = await readPageForm(new Request('http://127.0.0.1/x', { method: 'POST', body: data }));
    expect(multipart.ok && formText(multipart.form, 'lines')).toBe('200001430 2');
    expect(multipart.ok && formText(multipart.form, 'file')).toBe('');
  });

  it.each([
    ['JSON', post('{"username":"dealer.us"}', 'application/json')],
    ['plain text', post('username=dealer.us', 'text/plain')],
    ['no content type', post('username=dealer.us')],
    ['multipart without a boundary', post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data')],
    ['a multipart body cut short', post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', 'multipart/form-data; boundary=x')],
    ['an empty multipart body', post('', 'multipart/form-data; boundary=x')],
  ])('refuses %s as not a form', async (_name, request) => {
    expect(await readPageForm(request)).toEqual({ ok: false, reason: 'not_a_form' });
  });

  it('refuses a body past the limit, declared or not', async () => {
    const big = 'a='.concat('x'.repeat(2_000));
    expect(await readPageForm(post(big, 'application/x-www-form-urlencoded'), 1_000)).toEqual({ ok: false, reason: 'too_large' });
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(400)));
        controller.close();
      },
    });
    const streamed = new Request('http://127.0.0.1/x', { method: 'POST', body: chunked, headers: { 'content-type': 'application/x-www-form-urlencoded' }, duplex: 'half' } as RequestInit);
    expect(await readPageForm(streamed, 1_000)).toEqual({ ok: false, reason: 'too_large' });
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|astro)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('page forms', () => {
  it('are all read through readPageForm, never with request.formData() directly', () => {
    const direct = [...sourceFiles('src/pages'), ...sourceFiles('src/components'), ...sourceFiles('src/layouts'), ...sourceFiles('src/server')]
      .filter((file) => !file.endsWith('src/server/page-form.ts'))
      .filter((file) => /\.formData\(\)|parseBody\(/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
