export interface TracedFlush {
  pid: string;
  call: 'fsync' | 'fdatasync';
  file: string;
  start: number;
  end: number;
  split?: true;
}
export function parseFlushes(text: string): TracedFlush[];
