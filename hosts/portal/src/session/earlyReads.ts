/**
 * The answers the server put into a dashboard's HTML (server/src/http/static.ts, decision 119):
 * the first API reads of that page, made with the session cookie's token while the HTML was sent.
 * The portal's client asks for them as always; `earlyFetch` answers such a request from the page
 * once, when it is the same GET (same path and query) made with the same token, and sends
 * everything else, and any second asking, to the network.
 */
type Answers = Map<string, unknown>;

let lastTaken: Answers = new Map();
/** The URLs of the page's answers not asked for yet (tests: each landing asks for every one). */
export const earlyReadsLeft = () => [...lastTaken.keys()];

/** Reads and removes the `#early-reads` element: its answers, and the token they were read with. */
export function takeEarlyReads(doc: Document = document): { answers: Answers; token: string | null } {
  const el = doc.getElementById('early-reads');
  const answers: Answers = new Map();
  if (el) {
    el.remove();
    try {
      for (const [url, body] of Object.entries(JSON.parse(el.textContent ?? '{}') as Record<string, unknown>)) answers.set(url, body);
    } catch {
      // A page the server did not finish: the reads go to the network.
    }
  }
  lastTaken = answers;
  const cookie = doc.cookie.split('; ').find((part) => part.startsWith('token='));
  return { answers, token: cookie ? decodeURIComponent(cookie.slice('token='.length)) : null };
}

const headerOf = (headers: HeadersInit | undefined, name: string) => new Headers(headers).get(name);

/** A fetch that answers the page's early reads once each, and goes to `fetcher` for the rest. */
export function earlyFetch(
  early: { answers: Answers; token: string | null },
  fetcher: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && early.token && early.answers.has(url) && headerOf(init?.headers, 'authorization') === `Bearer ${early.token}`) {
      const body = early.answers.get(url);
      early.answers.delete(url);
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }
    return fetcher(input, init);
  };
}
