import type { Db } from '../db';

/** Demo data of the area: Exams: builder, taker, monitoring, results, entrance exams (spec 001). Runs after the school, people and admissions exist. */
export async function seedExams(db: Db, now: Date, uploadDir?: string) {
  void db;
  void now;
  void uploadDir;
}
