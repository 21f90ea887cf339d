import { createSchoolQueryClient } from '@school/widgets/query';

type QueryClient = ReturnType<typeof createSchoolQueryClient>;

const clients = new Map<string, QueryClient>();

/**
 * One query cache per API base for the whole page: the elements that read the same school share
 * their reads (the news list and the carousel ask for the same galleries once), and two schools
 * embedded on one page never see each other's data, since the keys do not name the server.
 */
export function queryClientFor(baseURL: string): QueryClient {
  let client = clients.get(baseURL);
  if (!client) {
    client = createSchoolQueryClient();
    clients.set(baseURL, client);
  }
  return client;
}

/** Forgets every cached read (tests: each starts from an empty page). */
export function clearQueryClients(): void {
  for (const client of clients.values()) client.clear();
  clients.clear();
}
