// Markup a page repeats from an unchanging object is rendered from its component once per object
// and key, through Astro's container API, with the template's own escaping.
import { createComponent, render } from 'astro/compiler-runtime';
import { describe, expect, it } from 'vitest';
import { renderedOnce } from '../../src/components/rendered-once';

interface Props {
  name: string;
  count: number;
}

/** A component as the compiler writes `<p title={name}>{name} ({count})</p>`, counting its renders. */
function counted() {
  const calls = { count: 0 };
  const component = createComponent((_result: unknown, props: Props) => {
    calls.count += 1;
    return render`<p title="${props.name}">${props.name} (${props.count})</p>`;
  });
  return { calls, component: component as unknown as (props: Props) => unknown };
}

describe('renderedOnce', () => {
  it('renders the component with its props and escapes values as a template does', async () => {
    const { component } = counted();
    expect(await renderedOnce({}, 'en', component, { name: 'Rift <29> & "co"', count: 2 })).toBe('<p title="Rift &lt;29&gt; &amp; &quot;co&quot;">Rift &lt;29&gt; &amp; &quot;co&quot; (2)</p>');
  });

  it('renders once per object and key, and anew for another key or another object', async () => {
    const { calls, component } = counted();
    const source = {};
    const first = await renderedOnce(source, 'en', component, { name: 'a', count: 1 });
    expect(await renderedOnce(source, 'en', component, { name: 'changed', count: 9 })).toBe(first);
    expect(calls.count).toBe(1);
    expect(await renderedOnce(source, 'de', component, { name: 'b', count: 1 })).toBe('<p title="b">b (1)</p>');
    expect(await renderedOnce({}, 'en', component, { name: 'c', count: 1 })).toBe('<p title="c">c (1)</p>');
    expect(calls.count).toBe(3);
  });

  it('shares one render between pages that ask at the same time', async () => {
    const { calls, component } = counted();
    const source = {};
    const [a, b] = await Promise.all([renderedOnce(source, 'en', component, { name: 'a', count: 1 }), renderedOnce(source, 'en', component, { name: 'a', count: 1 })]);
    expect(a).toBe(b);
    expect(calls.count).toBe(1);
  });

  it('does not keep a failed render, so the next page tries again', async () => {
    let fail = true;
    const flaky = createComponent(() => {
      if (fail) throw new Error('upstream text missing');
      return render`<p>ok</p>`;
    }) as unknown as (props: object) => unknown;
    const source = {};
    await expect(renderedOnce(source, 'en', flaky, {})).rejects.toThrow('upstream text missing');
    fail = false;
    expect(await renderedOnce(source, 'en', flaky, {})).toBe('<p>ok</p>');
  });
});
