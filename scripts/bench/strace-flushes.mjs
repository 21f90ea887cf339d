// The fsync/fdatasync calls in strace's output (`strace -f -ttt -T -y`), for `npm run check:flush`
// (scripts/bench/flush-check.mjs, issue 23).

/**
 * Every fsync/fdatasync: "PID 1795685725.154072 fdatasync(18</path/pg_wal/0000…>) = 0 <0.000303>",
 * or, when another thread's call is traced meanwhile, in two lines:
 * "PID 1795…  fdatasync(18</path…> <unfinished ...>" (no closing parenthesis) and later
 * "PID 1795…  <... fdatasync resumed>) = 0 <0.000303>" (-T: the whole call's time). Start and end in
 * ms of the wall clock; `split`: traced in two lines (decision 138).
 */
export function parseFlushes(text) {
  const flushes = [];
  const open = new Map();
  for (const line of text.split('\n')) {
    const m = line.match(/^(\d+)\s+([\d.]+)\s+(?:(f(?:data)?sync)\((\d+)<([^>]*)>(\)?)(.*)|<\.\.\. (f(?:data)?sync) resumed>(.*))$/);
    if (!m) continue;
    const [, pid, at, call, , file, closed, rest, resumedCall, resumedRest] = m;
    const took = (tail) => Number(tail.match(/<([\d.]+)>\s*$/)?.[1] ?? 0) * 1000;
    const start = Number(at) * 1000;
    if (call && !closed && rest.includes('<unfinished')) open.set(pid, { pid, call, file, start });
    else if (call) flushes.push({ pid, call, file, start, end: start + took(rest) });
    else {
      const o = open.get(pid);
      open.delete(pid);
      if (o) flushes.push({ ...o, call: resumedCall, end: o.start + took(resumedRest), split: true });
    }
  }
  return flushes;
}
