// `npm run migrate`: applies pending migrations to DATABASE_URL, creating the database if needed.
import { loadConfig } from '../config';
import { ensureDatabase } from './ensureDatabase';
import { migrate } from './migrate';
import { createPool } from './pool';

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
const db = createPool(config.DATABASE_URL, 2);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await db.end();
}
