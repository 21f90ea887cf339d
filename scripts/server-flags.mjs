// The node flags the server runs with: `npm start` (scripts/start.mjs), `npm run cluster`, the exam
// bench and `npm run bench` use the same list, so the benches measure what a school runs.
//
// --max-semi-space-size=64 (MB; Node 20's default is 16): the young generation a busy server
// collects far less often. In the exam bench (1,000 takers, issue 23) the main thread's minor GCs
// went from 232 pauses and 6.1 s to 64 and 2.0 s (docs/decisions/0111-the-save-tail-measured-again-where-in-the-run-what-stalled.md); it costs up to about
// 100 MB more memory at peak, per thread that allocates that much.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
