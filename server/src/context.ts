import type { Db } from './db';
import type { AppConfig } from './config';
import type { Guard } from './auth/guard';

/** What every module's routes receive: no globals, so tests build isolated apps. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  guard: Guard;
}
