import { pgSequence } from 'drizzle-orm/pg-core';

// ─── Login ID sequences (server/src/accounts) ────────────────────────────────────────────────
// One database sequence per ID prefix: two accounts made at once never get the same number,
// whatever their transactions do (max + 1 could). A number taken by a rolled-back transaction
// is skipped. `syncLoginIdSequences` moves them past IDs written without them (seed, restore).
const sequence = (name: string) => pgSequence(name, { startWith: 1, minValue: 1 });
export const loginIdTeSeq = sequence('login_id_te_seq');
export const loginIdStSeq = sequence('login_id_st_seq');
export const loginIdAdSeq = sequence('login_id_ad_seq');
export const loginIdSaSeq = sequence('login_id_sa_seq');
export const loginIdFaSeq = sequence('login_id_fa_seq');
