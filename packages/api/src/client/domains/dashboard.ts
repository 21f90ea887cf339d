import type { AdminDashboard, PublicData } from '../../schemas';
import type { Caller } from '../core';

export const dashboardApi = (call: Caller) => ({
  /** GET admindash: the admin landing page's figures. */
  admin: () => call<AdminDashboard>({ method: 'GET', path: 'admindash' }),
});

export const publicApi = (call: Caller) => ({
  /** GET public-data: the home page statistics; no token. */
  data: () => call<PublicData>({ method: 'GET', path: 'public-data', auth: false }),
});
