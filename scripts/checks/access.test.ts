import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The ownership questions of server/src/auth/access say what they do about admins (issue 40): the
// header of each file states the rule, and every question that lets admins in (calls isAdmin)
// says so in its doc comment, so a reader never has to open the body to know.
const dir = fileURLToPath(new URL('../../server/src/auth/access/', import.meta.url));
const RULE = "Whether admins count is each question's own";

const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('server/src/auth/access', () => {
  it.each(files)('%s states the rule on admins in its header, and no header says otherwise', (file) => {
    const text = readFileSync(dir + file, 'utf8');
    expect(text).toContain(RULE);
    expect(text).not.toMatch(/not special-cased/);
  });

  it.each(files)('%s: every question that calls isAdmin says in its doc comment that admins are let in', (file) => {
    const text = readFileSync(dir + file, 'utf8');
    const questions = [
      ...text.matchAll(
        /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*\nexport (?:async )?(?:function|const) (\w+)([\s\S]*?)(?=\n(?:\/\*\*|export |\/\/ ─)|$)/g,
      ),
    ];
    const silent = questions.filter(([, doc, , body]) => body.includes('isAdmin(') && !/\badmin/i.test(doc)).map(([, , name]) => name);
    expect(silent, 'say "admins" in the doc comment of these questions').toEqual([]);
    const undocumented = [...text.matchAll(/\n(export (?:async )?(?:function|const) (\w+)[\s\S]*?)(?=\n(?:\/\*\*|export |\/\/ ─)|$)/g)]
      .filter(
        (m) =>
          m[1].includes('isAdmin(') &&
          !text
            .slice(0, m.index + 1)
            .trimEnd()
            .endsWith('*/'),
      )
      .map((m) => m[2]);
    expect(undocumented, 'a question that lets admins in needs a doc comment that says so').toEqual([]);
  });
});
