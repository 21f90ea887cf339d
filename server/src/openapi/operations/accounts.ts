// The accounts domain's operations (Accounts and sign-in): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P } from './domains';

export const accounts: Record<string, OperationEntry> = {
  'POST /api/login': ['login', 'Sign in with an ID and password'],
  'POST /api/logout': ['logout', 'Sign out this session'],
  'GET /api/sessions': ['listSessions', 'List my signed-in sessions'],
  'DELETE /api/sessions/:id': ['endSession', 'End one of my sessions', P({ id: "The session's id." })],
  'DELETE /api/sessions': ['endOtherSessions', 'End all my other sessions'],
  'PUT /api/changepassword': ['changepassword', 'Change my password'],
  'PUT /api/preferences': ['setPreferences', 'Save my preferences (language, …)'],
  'GET /api/users': ['listUsers', 'The people I may chat with (for admins, every user: the Users grid)'],
  'GET /api/users/:id': [
    'getUser',
    "Read a person's profile",
    P({ id: "The person's user id (`_id`), or their login ID (e.g. `ST-0001`)." }),
  ],
  'GET /api/users/:photo/:token': ['userPhoto', "A person's photo (file)"],
  'GET /api/users/profile/:photo/:token': ['userProfilePhoto', "A person's photo (file; the spec's other address)"],
};
