import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const Greeting = () => <p>Hello</p>;

function renderInSuspense(Page: () => React.ReactNode): string {
  return renderToString(
    <Suspense fallback={<p>Loading...</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('suspends while the page has not loaded', () => {
    const { Page } = lazyPage(() => Promise.resolve({ default: Greeting }));
    expect(renderInSuspense(Page)).toContain('Loading...');
  });

  it('renders a preloaded page in the same pass, without suspending', async () => {
    let loads = 0;
    const { Page, preload } = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    await preload();
    const html = renderInSuspense(Page);
    expect(html).toContain('Hello');
    expect(html).not.toContain('Loading...');
    expect(loads).toBe(1);
  });

  it('resolves preload even when the code fails to load, and rendering the page then tries again', async () => {
    let loads = 0;
    const { Page, preload } = lazyPage(() => {
      loads += 1;
      return Promise.reject(new Error('offline'));
    });
    await expect(preload()).resolves.toBeUndefined();
    expect(renderInSuspense(Page)).toContain('Loading...');
    expect(loads).toBe(2);
  });
});
