// `npm run seed`: migrates, then adds the demo data unless it is already there.
import { loadConfig } from '../platform/config';
import { ensureDatabase } from '../platform/db/ensureDatabase';
import { migrate } from '../platform/db/migrate';
import { createPool } from '../platform/db/pool';
import { DEMO, seedDemoData } from './seedDemoData';

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
const db = createPool(config.DATABASE_URL, 2);
try {
  await migrate(db);
  const { seeded } = await seedDemoData(db);
  console.log(seeded ? 'Demo data added.' : 'Demo data already present.');
  console.log(`  trader: ${DEMO.user.account} / ${DEMO.user.password}`);
  console.log(`  ops:    ${DEMO.admin.username} / ${DEMO.admin.password}`);
  console.log(`  opening code: ${DEMO.openingCode}`);
} finally {
  await db.end();
}
