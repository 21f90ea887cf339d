import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { useTestApp } from '../helpers';

// ─── Redocly lint of the published description (issue 37, decision 185) ─────────────────────
// The document the app serves, linted by the Redocly CLI with its recommended rules (server/
// redocly.yaml: a rule is changed only there, with the reason): no errors.

const t = useTestApp();
const server = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(server, '..', 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: { pointer?: string }[];
}

describe('Redocly lint of /api/openapi.json', () => {
  it('reports no errors with the recommended rules', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const dir = await mkdtemp(path.join(tmpdir(), 'redocly-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, res.body);
      const args = [cli, 'lint', file, '--config', path.join(server, 'redocly.yaml'), '--format', 'json', '--max-problems', '10000'];
      // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
      const out = await promisify(execFile)(process.execPath, args, {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
      const report = JSON.parse(out.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location?.[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // What is left are warnings: none of the rules this issue fixed.
      const fixed = [
        'operation-summary',
        'operation-operationId',
        'security-defined',
        'no-identical-paths',
        'no-ambiguous-paths',
        'no-empty-servers',
      ];
      expect(report.problems.filter((p) => fixed.includes(p.ruleId))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
