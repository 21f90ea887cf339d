import { ADMINS, ANY_ACCOUNT, SIGNED_IN, type RouteTable } from './_types';

/** Sign-in, sessions, users and the admin dashboard (issue 7). */
const core: RouteTable = {
  'POST /api/login': { allowed: 'everyone', body: { ID: '', password: '' }, note: '400: an empty body' },
  'POST /api/logout': { allowed: ANY_ACCOUNT, freshSession: true },
  'PUT /api/changepassword': {
    allowed: ANY_ACCOUNT,
    body: {},
    note: 'every account, the locked ones too (400 here: empty body); the body ID must be the caller (auth.test.ts)',
  },
  'GET /api/sessions': { allowed: ANY_ACCOUNT, note: 'every account lists its own sessions (issue 36)' },
  'DELETE /api/sessions/:id': {
    allowed: ANY_ACCOUNT,
    params: { id: '00000000-0000-4000-8000-000000000000' },
    note: 'its own sessions only (404 here: not one of them)',
  },
  'DELETE /api/sessions': { allowed: ANY_ACCOUNT, note: 'signs the caller out everywhere (400 here: without ?everywhere=true)' },
  'PUT /api/preferences': {
    allowed: ANY_ACCOUNT,
    body: {},
    note: 'every account sets its own language and calendar (400 here: empty body)',
  },
  'GET /api/public-data': { allowed: 'everyone' },
  'GET /api/admindash': { allowed: ADMINS },
  'GET /api/users/:id': {
    allowed: [...ADMINS, 'TE-0001', 'TE-0003', 'ST-0001', 'FA-0001'],
    params: { id: 'ST-0001' },
    note: 'ST-0001 themself, TE-0001 and TE-0003 teach them, FA-0001 is linked (FA-0002 is not); locked accounts read only their own user',
  },
  'GET /api/users/:photo/:token': {
    allowed: SIGNED_IN,
    params: { photo: 'nobody.png' },
    note: 'a locked account reads only its own photo (404 for anyone else past the rule)',
  },
};
export default core;
