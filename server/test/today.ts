/** The fixed "today" of the API tests; move a test app's `clock.offsetMs` to travel in time. */
export const TODAY = new Date('2026-11-22T09:00:00Z');
