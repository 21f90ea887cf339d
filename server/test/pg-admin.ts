import { Client } from 'pg';

/** Runs one statement on the server of `url` with a connection of its own (CREATE / DROP DATABASE). */
export async function adminQuery(url: string, query: string) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}
