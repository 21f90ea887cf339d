import { ADMINS, NONE, SIGNED_IN, type RouteTable } from './_types';

/** Chat, internal email, notifications (issue 11). */
const signedInById = { allowed: SIGNED_IN, params: { id: NONE }, note: '404 past the rule: no such email or notification' };

const communication: RouteTable = {
  'GET /api/users': { allowed: [...SIGNED_IN, 'ST-0002'], note: 'the applicant ST-0002 too: an applicant reaches the admins (issue 21)' },
  'GET /api/chat/user/:id/:chatWith/:skip/:limit': {
    allowed: ['ST-0001'],
    params: { id: 'ST-0001', chatWith: 'TE-0001', skip: '0', limit: '10' },
    note: 'the first person of the path must be the caller',
  },
  'POST /api/create_email': { allowed: SIGNED_IN, note: '400: no form' },
  'GET /api/emails': { allowed: SIGNED_IN },
  'GET /api/email/:id': signedInById,
  'POST /api/send_email/:id': signedInById,
  'PUT /api/undo_email/:id': signedInById,
  'PUT /api/mark_as_read/:id': signedInById,
  'DELETE /api/partial_delete_email/:id': signedInById,
  'GET /api/email_attachments/:file/:emailId/:token': {
    allowed: [...SIGNED_IN, 'ST-0002'],
    params: { file: 'none.pdf', emailId: NONE },
    note: 'an applicant may email the admins, so reads attachments; 404 past the rule',
  },
  'GET /api/notifications': { allowed: SIGNED_IN },
  'PUT /api/notifications/:id': signedInById,
  'POST /api/create_notification': { allowed: ADMINS, body: {} },
};
export default communication;
