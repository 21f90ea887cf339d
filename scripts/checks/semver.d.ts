// semver (npm's own range rules, installed with fastify and npm's tools; no @types package here):
// the two functions engines.test.ts calls.
declare module 'semver' {
  const semver: {
    satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
    coerce(version: string | undefined): { version: string } | null;
  };
  export default semver;
}
