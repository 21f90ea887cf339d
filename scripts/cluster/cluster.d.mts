/** See cluster.mjs. */
import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  tag: string;
  port: number;
  url: string;
  server: { child: ChildProcess; stop: () => Promise<void> };
}
export interface Cluster {
  url: string;
  port: number;
  instances: ClusterInstance[];
  stop: () => Promise<void>;
}
export declare const root: string;
export declare function startCluster(o: {
  instances?: number;
  port?: number;
  databaseUrl: string;
  redisUrl: string;
  redisKey?: string;
  dataDir: string;
  env?: Record<string, string>;
  stdout?: 'inherit' | 'ignore';
}): Promise<Cluster>;
export declare function freshDatabase(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }>;
