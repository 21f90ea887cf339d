import { describe, expect, it } from 'vitest';
import { parseFlushes } from '../../scripts/bench/strace-flushes.mjs';

// `npm run check:flush` reads strace's output (decision 138): when the database worker's
// synchronous WAL flush and the flush thread's overlap, strace writes a call in two lines, and
// the check dropped those calls, so a save covered by one of them was counted as not covered.
describe('the flush check reading strace', () => {
  it('counts a flush that strace wrote in two lines, from its start to its end', () => {
    const wal = '/tmp/school-flush-check-x/pg_wal/000000010000000000000001';
    const trace = [
      `101 1795836167.336000 fdatasync(18<${wal}>) = 0 <0.000300>`,
      `101 1795836167.400000 fdatasync(18<${wal}> <unfinished ...>`,
      `102 1795836167.401000 fdatasync(18<${wal}>) = 0 <0.000500>`,
      `101 1795836167.404000 <... fdatasync resumed>) = 0 <0.004000>`,
      `102 1795836167.500000 fsync(21</tmp/school-flush-check-x/global/pg_control>) = 0 <0.001000>`,
      `101 1795836167.600000 +++ exited with 0 +++`,
    ].join('\n');
    const flushes = parseFlushes(trace).map((f) => ({ ...f, start: Math.round(f.start * 10) / 10, end: Math.round(f.end * 10) / 10 }));
    expect(flushes).toEqual([
      { pid: '101', call: 'fdatasync', file: wal, start: 1795836167336, end: 1795836167336.3 },
      { pid: '102', call: 'fdatasync', file: wal, start: 1795836167401, end: 1795836167401.5 },
      { pid: '101', call: 'fdatasync', file: wal, start: 1795836167400, end: 1795836167404, split: true },
      { pid: '102', call: 'fsync', file: '/tmp/school-flush-check-x/global/pg_control', start: 1795836167500, end: 1795836167501 },
    ]);
  });
});
