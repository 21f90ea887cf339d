import { vi } from 'vitest';

/** A stand-in for the school server behind `fetch`: answers by path, records every URL asked for and its Accept-Language. */
export function stubSchoolServer(routes: Record<string, (url: URL) => unknown>) {
  const requests: URL[] = [];
  const languages: (string | null)[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(url);
    languages.push(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('accept-language'));
    const route = Object.keys(routes).find((path) => url.pathname.endsWith(`/${path}`));
    if (!route)
      return new Response(JSON.stringify({ error: 'not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(routes[route]!(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, languages };
}

/** A news item as the server sends it. */
export const newsItem = (n: number) => ({
  _id: `news-${n}`,
  title: `News number ${n}`,
  description: `About news ${n}`,
  content: `<p>The whole story of news ${n}.</p>`,
  photo: null,
  Date: Date.UTC(2026, 10, n),
  show: true,
});
