import { ADMINS, SIGNED_IN, type RouteTable } from './_types';

/**
 * The spec's other shapes of file URLs (issue 20): the same files and the same rules as
 * users/{photo}/{token}, teachers/{photo}/{token} and students/{file}/{token}.
 */
const contractTable: RouteTable = {
  'GET /api/users/profile/:photo/:token': {
    allowed: SIGNED_IN,
    params: { photo: 'nobody.png' },
    note: 'as users/{photo}/{token}: a locked account reads only its own photo',
  },
  'GET /api/teachers/profile/:photo/:token': {
    allowed: SIGNED_IN,
    params: { photo: 'nobody.png' },
    note: 'as teachers/{photo}/{token}: 404 past the rule, not a teacher’s photo',
  },
  'GET /api/students/profile/:file/:token': {
    allowed: [...ADMINS, 'ST-0001', 'FA-0001'],
    params: { file: 'seed-st0001-birth-certificate.pdf' },
    note: 'as students/{file}/{token}',
  },
  'GET /api/students/:file/:repeatedToken/:token': {
    allowed: [...ADMINS, 'ST-0001', 'FA-0001'],
    params: { file: 'seed-st0001-birth-certificate.pdf', repeatedToken: 'x' },
    note: 'the spec’s students/{pic}/{token}/{token}: the last token is checked',
  },
  // The published description of the API (server/src/openapi): public.
  'GET /api/openapi.json': { allowed: 'everyone' },
  // The live events' description (AsyncAPI 3, server/src/openapi/asyncapi.ts): public.
  'GET /api/asyncapi.json': { allowed: 'everyone' },
  'GET /api/docs': { allowed: 'everyone', note: 'redirects to /api/docs/' },
  'GET /api/docs/': { allowed: 'everyone' },
  'GET /api/docs/js/scalar.js': { allowed: 'everyone' },
  // The reference page plugin's own addresses of the document: redirects to /api/openapi.json.
  'GET /api/docs/openapi.json': { allowed: 'everyone', note: 'redirects to /api/openapi.json' },
  'GET /api/docs/openapi.yaml': { allowed: 'everyone', note: 'redirects to /api/openapi.json' },
  // The page's own copies of its fonts (server/src/openapi/docs-fonts.ts); an unknown name is a 404.
  'GET /api/docs/fonts/:file': { allowed: 'everyone', params: { file: 'inter-latin-wght-normal.woff2' } },
};
export default contractTable;
