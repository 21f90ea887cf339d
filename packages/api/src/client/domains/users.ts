import type { UserResponse } from '../../schemas';
import type { Caller } from '../core';

export const usersApi = (call: Caller) => ({
  /** GET users/{id}: a person's profile (by `_id` or school ID). */
  get: (id: string) => call<UserResponse>({ method: 'GET', path: `users/${encodeURIComponent(id)}` }),
});
