// `npm run backup [-- FILE]`: the database and the uploaded files into one .tar.gz (src/backup.ts).
// Reads the server's environment (DATA_DIR, DATABASE_URL, UPLOAD_DIR). Default file:
// backups/school-<date>-<time>.tar.gz under the current directory.
import path from 'node:path';
import { createBackup } from '../src/backup';
import { loadConfig } from '../src/config';
import { DataDirLockedError } from '../src/db/pglite/data-dir-lock';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const file = path.resolve(process.argv[2] ?? path.join('backups', `school-${stamp}.tar.gz`));
const config = loadConfig();

try {
  const manifest = await createBackup(config, file);
  console.log(`Backed up the ${manifest.database} database and ${manifest.files} uploaded file(s) to ${file}`);
} catch (err) {
  const hint = err instanceof DataDirLockedError ? ' The embedded database is backed up with the server stopped.' : '';
  console.error(`Backup failed: ${(err as Error).message}${hint}`);
  process.exit(1);
}
