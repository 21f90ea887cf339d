import type { Db } from '../db';

/** Demo data of the area: Chat, internal email, notifications, top-bar badges (spec 001 chat, spec 002). Runs after the school, people and admissions exist. */
export async function seedCommunication(db: Db, now: Date, uploadDir?: string) {
  void db;
  void now;
  void uploadDir;
}
