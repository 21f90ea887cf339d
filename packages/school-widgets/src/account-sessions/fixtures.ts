import type { AccountSessionsResponse } from '@school/api';

/** Two signed-in devices: this laptop, and a phone seen an hour ago (stories and tests). */
export const sessionsFixture: AccountSessionsResponse = {
  sessions: [
    {
      _id: 's-laptop',
      device: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
      createdAt: '2026-11-28T07:30:00.000Z',
      lastSeenAt: '2026-11-28T09:00:00.000Z',
      current: true,
    },
    {
      _id: 's-phone',
      device: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36',
      createdAt: '2026-11-27T18:10:00.000Z',
      lastSeenAt: '2026-11-28T08:00:00.000Z',
      current: false,
    },
  ],
};
