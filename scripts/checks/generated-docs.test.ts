import { readFileSync } from 'node:fs';
import { notesFile, renderServerNotes } from '../../server/scripts/server-notes';

// Generated docs are current (issue 40): docs/server-notes.md as `npm run docs:server` would write it
// now (the layout of server/src, the modules, every route with its policy, every table). The decision
// indexes are checked by decisions.test.ts. On failure: run `npm run docs:server` and commit the file.
describe('generated docs', () => {
  it('docs/server-notes.md is what npm run docs:server writes', { timeout: 180_000 }, async () => {
    const current = readFileSync(notesFile, 'utf8');
    const fresh = await renderServerNotes(current);
    expect(current === fresh, 'docs/server-notes.md is stale: run `npm run docs:server`').toBe(true);
  });
});
