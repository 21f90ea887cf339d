import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchSwitches, loadConfig, productSettings, readSettings, SettingsError } from '../../server/src/config';

// Settings in one place (issue 40): the server reads the environment only in server/src/config.ts,
// through one schema, and every setting it reads is documented in the README.
const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');

/** The variables named in the first column of the table under a README heading. */
function tableUnder(heading: string): string[] {
  const from = readme.indexOf(`\n${heading}\n`);
  expect(from, `README has a "${heading}" section`).toBeGreaterThan(-1);
  const rest = readme.slice(from + heading.length + 2);
  const section = rest.slice(0, rest.search(/\n#{2,3} /) === -1 ? undefined : rest.search(/\n#{2,3} /));
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
}

describe('settings', () => {
  it('nothing in server/src but config.ts reads process.env', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = `${dir}/${name}`;
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|mts|mjs|js)$/.test(name) && !path.endsWith('server/src/config.ts')) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/process\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])/.test(line)) found.push(`${path.slice(root.length)}:${i + 1}`);
            });
        }
      }
    };
    walk(`${root}server/src`);
    expect(found, 'read the setting in server/src/config.ts (a field of its schema) and pass it on').toEqual([]);
  });

  it("every product setting is a row of the README's Configuration table, and every row a setting", () => {
    expect(tableUnder('## Configuration').sort()).toEqual(Object.keys(productSettings.shape).sort());
  });

  it("every bench switch is a row of the README's Bench switches table, and every row a switch", () => {
    expect(tableUnder('### Bench switches').sort()).toEqual(Object.keys(benchSwitches.shape).sort());
  });

  it('takes the defaults when nothing is set, an empty variable as unset', () => {
    const s = readSettings({ PORT: '', LOG_LEVEL: '' });
    expect(s).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: 10,
      PG_POOL_MAX: 10,
      TRUST_PROXY: false,
      PGLITE_SLICE_MS: 2,
    });
    expect(s.CORS_ORIGINS).toEqual([]);
    expect(s.BODY_TIMEOUT_MS).toBeUndefined();
  });

  it('converts what is set', () => {
    const s = readSettings({
      PORT: '8080',
      CORS_ORIGINS: 'https://www.school.example, http://localhost:8000',
      TRUST_PROXY: '1',
      LIST_CACHE_TTL_MS: '0',
      APPLICATION_REQUEST_MAX_MB: '2.5',
      PGLITE_SIZE_CACHE: '0',
    });
    expect(s).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 'loopback',
      LIST_CACHE_TTL_MS: 0,
      APPLICATION_REQUEST_MAX_MB: 2.5,
      PGLITE_SIZE_CACHE: false,
    });
    expect(s.CORS_ORIGINS).toEqual(['https://www.school.example', 'http://localhost:8000']);
    const config = loadConfig({ DATA_DIR: '/tmp/school', JWT_SECRET: 'x'.repeat(32), APPLICANT_MAX_MB: '1' }, '/');
    expect(config.applications?.applicantMaxBytes).toBe(1024 * 1024);
    expect(config.uploadDir).toBe('/tmp/school/uploads');
  });

  it('refuses a value that does not fit, naming every such setting', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        readSettings(env);
      } catch (err) {
        expect(err).toBeInstanceOf(SettingsError);
        return (err as SettingsError).problems;
      }
      return [];
    };
    expect(problems({ PORT: 'abc' })).toEqual(['PORT="abc": must be a whole number (0 or more)']);
    expect(problems({ PORT: '70000' })).toEqual(['PORT="70000": must be a port number (0 to 65535)']);
    expect(problems({ SCHOOL_TIME_ZONE: 'Mars/Base', TRUST_PROXY: 'yes', LOGIN_RATE_LIMIT: '-1' })).toEqual([
      'LOGIN_RATE_LIMIT="-1": must be a whole number of at least 1',
      "TRUST_PROXY=\"yes\": must be '1' (loopback), '0', or the proxy's addresses (IPs or CIDRs, comma-separated)",
      'SCHOOL_TIME_ZONE="Mars/Base": must be a time zone name such as Africa/Addis_Ababa',
    ]);
    expect(problems({ DATABASE_URL: 'mysql://x', REDIS_URL: 'localhost:6379', INSTANCE_TAG: 'I 2' })).toHaveLength(3);
    expect(problems({ PGLITE_ZERO_PAGE_SYNC: 'true' })).toEqual(["PGLITE_ZERO_PAGE_SYNC=\"true\": must be '1' (on) or '0' (off)"]);
  });
});
