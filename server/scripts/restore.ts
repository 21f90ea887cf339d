// `npm run restore -- FILE`: an archive of `npm run backup` into an empty DATA_DIR (embedded
// database) or the empty database of DATABASE_URL, and the uploaded files into an empty UPLOAD_DIR.
import { restoreBackup } from '../src/backup';
import { loadConfig } from '../src/config';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (a .tar.gz written by npm run backup)');
  process.exit(2);
}
const config = loadConfig();

try {
  const manifest = await restoreBackup(config, file);
  const into = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  console.log(`Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.files} uploaded file(s) into ${into}`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
