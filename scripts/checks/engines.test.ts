import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

// A fresh `npm install` prints no EBADENGINE warning (issue 40, decision 210): every package the
// lock file installs accepts the oldest Node the README names, and package.json says the same Node.
// When an upgrade brings a package that wants a newer Node, pin the last version that does not
// (root package.json `overrides`, or the workspace's exact version), as decision 210 did.
const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
};

const named = /Needs Node\.js (\d+\.\d+)\+/.exec(readme)?.[1];

describe('the Node the project runs on', () => {
  it('the README and package.json name the same oldest Node', () => {
    expect(named, 'README: "Needs Node.js X.Y+"').toBeDefined();
    expect(pkg.engines.node).toBe(`>=${named}`);
  });

  it('every installed package accepts it (no EBADENGINE warning on install)', () => {
    const oldest = semver.coerce(named)!.version;
    const refused = Object.entries(lock.packages)
      .filter(([path, p]) => path && !Array.isArray(p.engines) && p.engines?.node)
      .filter(([, p]) => !semver.satisfies(oldest, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});
