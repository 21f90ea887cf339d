import type { Db } from './db';
import type { AppConfig } from './config';
import type { Guard } from './auth/guard';
import type { JobRunner } from './jobs/runner';
import type { LiveHub } from './modules/communication/live/hub';
import type { Invalidation } from './cluster/invalidation';
import type { Metrics } from './http/metrics';

/** What every module's routes receive: no globals, so tests build isolated apps. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  guard: Guard;
  /** Register due-work sweeps here (exam deadlines, held emails, purges); main.ts starts them. */
  jobs: JobRunner;
  /** The socket.io server (chat, live badges): emits to people on every instance. */
  live: LiveHub;
  /** Every cache and memo emptied after a write, here and on every other instance (cluster/invalidation.ts). */
  invalidation: Invalidation;
  /** Prometheus counters the areas feed (http/metrics.ts). */
  metrics: Metrics;
}
