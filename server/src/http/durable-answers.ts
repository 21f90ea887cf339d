import type { FastifyInstance } from 'fastify';
import { whenDurable, type Db } from '../db';
import { currentTrace, installSaveTrace, now } from '../db/trace';
import { durableTargetOf, urgentRequest } from '../db/priority';

/**
 * No answer leaves before what was committed for it is on disk (issue 23): on PGlite the WAL
 * flush is shared by every request answering at the same moment (group commit,
 * db/pglite/durability.ts); with nothing committed since the last flush, or on PostgreSQL,
 * this costs nothing. A failed flush answers 500: the write may not survive a power cut.
 */
export function installDurableAnswers(app: FastifyInstance, db: Db) {
  installSaveTrace(app, (url) => url.includes('/answersinglequestion'));
  // A route with `config: { urgent: true }` (the exam answer save): every statement of the request
  // goes first in the embedded database's worker, the session check of the auth hooks included
  // (this hook runs before them; db/priority.ts).
  app.addHook('onRequest', (req, reply, done) => {
    if ((req.routeOptions.config as { urgent?: boolean } | undefined)?.urgent) urgentRequest(req, reply, done);
    else done();
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    const t = currentTrace();
    if (t) t.send0 = now();
    // An answer that depends on one urgent statement alone waits for that statement's flush only
    // (db/priority.ts); every other answer for everything committed so far.
    await whenDurable(db, durableTargetOf(req));
    if (t) t.send1 = now();
    return payload;
  });
}
