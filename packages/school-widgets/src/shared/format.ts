import dayjs from 'dayjs';

/** A date (ms since the epoch) as people read it: "March 2, 2026". */
export function formatDate(ms: number): string {
  return dayjs(ms).format('MMMM D, YYYY');
}

/** A moment in the spec's result and list format: "March 2, 2026 9:05 AM". */
export function formatDateTime(value: string | number): string {
  return dayjs(value).format('MMMM D, YYYY h:mm A');
}
