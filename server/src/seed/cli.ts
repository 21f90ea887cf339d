// npm run seed [-- --reset]: seeds the demo school into the configured database.
// Stop the server first when using the embedded database: PGlite allows one process at a time.
import { loadConfig, pgliteDir } from '../config';
import { openDatabase } from '../db';
import { seedDemoSchool, seedIfEmpty, wipe } from './index';

const config = loadConfig();
const reset = process.argv.includes('--reset');
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDir(config) });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : pgliteDir(config);
try {
  if (reset) {
    await wipe(database.db);
    await seedDemoSchool(database.db, config.now(), config.uploadDir);
    console.log(`Demo school reseeded in ${where}.`);
  } else if (await seedIfEmpty(database.db, config.now(), config.uploadDir)) {
    console.log(`Demo school seeded in ${where}.`);
  } else {
    console.log(`Users already exist in ${where}: nothing seeded (use --reset to wipe and reseed).`);
  }
  console.log('Demo accounts (password Passw0rd!): SA-0001, AD-0001, TE-0001, TE-0002, ST-0001, ST-0002, FA-0001');
} finally {
  await database.close();
}
