import type { ChatMessage, ChatUser } from '@school/api';

const user = (over: Partial<ChatUser> & Pick<ChatUser, '_id' | 'ID' | 'fullName' | 'role'>): ChatUser => ({
  email: `${over.ID.toLowerCase()}@example.et`,
  type: { name: over.role },
  approved: true,
  temp_password_changed: true,
  online: false,
  unreadMessage: 0,
  photo: null,
  url: 'users',
  lastMessageAt: null,
  ...over,
});

/** The people list of ST-0001 (`st`): two teachers, an admin, and themselves / an applicant that the chat hides. */
export const chatUsers: ChatUser[] = [
  user({ _id: 'st', ID: 'ST-0001', fullName: 'Abel Tesfaye Girma', role: 'student' }),
  user({
    _id: 'te',
    ID: 'TE-0001',
    fullName: 'Tesfaye Bekele Gebre',
    role: 'teacher',
    online: true,
    lastMessageAt: '2026-11-22T09:01:00.000Z',
  }),
  user({
    _id: 'te3',
    ID: 'TE-0003',
    fullName: 'Meron Haile Wolde',
    role: 'teacher',
    unreadMessage: 2,
    lastMessageAt: '2026-11-21T15:00:00.000Z',
  }),
  user({ _id: 'ad', ID: 'AD-0001', fullName: 'Genet Alemu Bekele', role: 'admin' }),
  user({ _id: 'ap', ID: 'ST-0002', fullName: 'Applicant Person', role: 'student', approved: false }),
];

export const loginIds: Record<string, string> = Object.fromEntries(chatUsers.map((u) => [u._id, u.ID]));

/** A message from TE-0001 to ST-0001 unless told otherwise. */
export function message(over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm1',
    message: 'Good morning',
    sender: { _id: 'te', ID: 'TE-0001' },
    receiver: { _id: 'st', ID: 'ST-0001' },
    timestamp: '2026-11-22T09:00:00.000Z',
    seen: false,
    clientId: 'c1',
    ...over,
  };
}

/** A conversation of `n` messages alternating between TE-0001 and ST-0001, a minute apart, oldest first. */
export function conversation(n: number): ChatMessage[] {
  return Array.from({ length: n }, (_, i) => {
    const fromTeacher = i % 2 === 0;
    return message({
      _id: `h${i + 1}`,
      clientId: `hc${i + 1}`,
      message: `Message ${i + 1}`,
      sender: fromTeacher ? { _id: 'te', ID: 'TE-0001' } : { _id: 'st', ID: 'ST-0001' },
      receiver: fromTeacher ? { _id: 'st', ID: 'ST-0001' } : { _id: 'te', ID: 'TE-0001' },
      timestamp: new Date(Date.parse('2026-11-22T08:00:00Z') + i * 60_000).toISOString(),
      seen: true,
    });
  });
}
