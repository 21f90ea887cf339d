import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { place, removeElements, renderOutsideAct } from '../testing/elements';
import { newsItem, stubSchoolServer } from '../testing/fakeServer';
import { NewsElement } from './news';
import { defineWidget } from '../shell/defineWidget';

beforeAll(renderOutsideAct);
afterEach(async () => {
  await removeElements();
  vi.unstubAllGlobals();
});

function serve() {
  return stubSchoolServer({
    getnews: (url) => {
      const limit = Number(url.searchParams.get('limit'));
      return { news: [1, 2, 3].slice(0, limit).map(newsItem), totalPages: 1 };
    },
    getsinglenews: (url) => ({ news: newsItem(Number(url.searchParams.get('_id')!.replace('news-', ''))) }),
  });
}

describe('<school-news>', () => {
  it('renders in an open shadow root, with its styles there and not in the document', async () => {
    serve();
    const { el, shadow } = place('<school-news api-base="https://school.test/api/"></school-news>');
    await shadow.findByText('News number 1');
    expect(el.innerHTML).toBe('');
    // Component styles (the `:host` tokens of createGlobalStyle are injected only by the browser
    // build of styled-components; the WordPress e2e checks them in Chromium).
    const css = [...el.shadowRoot!.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    expect(css).toContain('var(--school-color-primary');
    expect(document.querySelector('head style, body > style')).toBeNull();
  });

  it('calls the API at api-base with page-size as the page length (kebab-case attributes)', async () => {
    const server = serve();
    const { shadow } = place('<school-news api-base="https://school.test/api/" page-size="2" lang="am"></school-news>');
    await shadow.findByText('News number 2');
    expect(shadow.queryByText('News number 3')).toBeNull();
    const list = server.requests.find((u) => u.pathname.endsWith('/getnews'))!;
    expect(list.origin + list.pathname).toBe('https://school.test/api/getnews');
    expect(list.searchParams.get('limit')).toBe('2');
    expect(document.querySelector('school-news')!.shadowRoot!.querySelector('[data-embed="root"]')!.getAttribute('lang')).toBe('am');
  });

  it('speaks the language of its lang attribute, else of the page (issue 19)', async () => {
    const server = serve();
    const first = place('<school-news api-base="https://school.test/api" lang="am"></school-news>');
    await waitFor(() => expect(first.shadow.getAllByRole('button', { name: 'ተጨማሪ ያንብቡ' }).length).toBeGreaterThan(0));
    expect(first.shadow.queryByRole('button', { name: 'Read more' })).toBeNull();
    // The server is asked in the element's language too (Accept-Language, issue 38).
    expect(server.languages.length).toBeGreaterThan(0);
    expect(new Set(server.languages)).toEqual(new Set(['am']));
    await removeElements();
    document.documentElement.lang = 'am-ET';
    try {
      const second = place('<school-news api-base="https://school.test/api"></school-news>');
      await waitFor(() => expect(second.shadow.getAllByRole('button', { name: 'ተጨማሪ ያንብቡ' }).length).toBeGreaterThan(0));
      await removeElements();
      const third = place('<school-news api-base="https://school.test/api" lang="en"></school-news>');
      await waitFor(() => expect(third.shadow.getAllByRole('button', { name: 'Read more' }).length).toBeGreaterThan(0));
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('opens an item in place with Back, after telling the page with school-news:open', async () => {
    serve();
    const opened = vi.fn();
    document.addEventListener('school-news:open', opened);
    const { shadow } = place('<school-news api-base="https://school.test/api" page-size="3"></school-news>');
    fireEvent.click((await shadow.findAllByRole('button', { name: 'Read more' }))[1]!);
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ id: 'news-2' });
    await shadow.findByRole('heading', { level: 1, name: 'News number 2' });
    const root = document.querySelector('school-news')!.shadowRoot!;
    // Keyboard focus follows: to the opened item, then back to the list.
    await waitFor(() => expect(root.activeElement?.getAttribute('data-embed')).toBe('detail'));
    fireEvent.click(shadow.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(shadow.queryByRole('heading', { level: 1 })).toBeNull());
    expect(shadow.getByRole('searchbox', { name: 'Search news' })).toBeVisible();
    expect(root.activeElement?.getAttribute('data-embed')).toBe('list');
    document.removeEventListener('school-news:open', opened);
  });

  it('leaves the item to the page when a listener prevents the default', async () => {
    const server = serve();
    const taken: unknown[] = [];
    const takeOver = (e: Event) => {
      taken.push((e as CustomEvent).detail);
      e.preventDefault();
    };
    document.addEventListener('school-news:open', takeOver);
    const { shadow } = place('<school-news api-base="https://school.test/api" page-size="3"></school-news>');
    const [first, second] = await shadow.findAllByRole('button', { name: 'Read more' });
    fireEvent.click(first!);
    await waitFor(() => expect(taken).toEqual([{ id: 'news-1' }]));
    document.removeEventListener('school-news:open', takeOver);
    // The second item opens in place; the first was never opened, so never read.
    fireEvent.click(second!);
    await shadow.findByRole('heading', { level: 1, name: 'News number 2' });
    const read = server.requests.filter((u) => u.pathname.endsWith('/getsinglenews')).map((u) => u.searchParams.get('_id'));
    expect(read).toEqual(['news-2']);
  });

  it('is defined once, even when its chunk runs twice', () => {
    const first = customElements.get('school-news');
    expect(first).toBeDefined();
    expect(defineWidget('school-news', NewsElement, { pageSize: 'number' })).toBe(first);
  });
});
