import type { RouteTable } from './_types';

/** What a load balancer asks (issue 21): open to everyone, no session. */
const operations: RouteTable = {
  'GET /api/health': { allowed: 'everyone' },
  'GET /api/ready': { allowed: 'everyone', note: '200 ready, 503 while draining or a dependency is down' },
};
export default operations;
