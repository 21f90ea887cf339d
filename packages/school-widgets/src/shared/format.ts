import dayjs from 'dayjs';

/** A date (ms since the epoch) as people read it: "March 2, 2026". */
export function formatDate(ms: number): string {
  return dayjs(ms).format('MMMM D, YYYY');
}
