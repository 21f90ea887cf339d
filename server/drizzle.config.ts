import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace @school/server` writes SQL migrations to server/drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
