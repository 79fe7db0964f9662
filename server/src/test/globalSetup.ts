// Once per test run: a migrated template database that every test file clones, dropped afterwards
// together with the clones.
import type { TestProject } from 'vitest/node';
import './providedContext';
import { migrate } from '../platform/db/migrate';
import { createPool } from '../platform/db/pool';
import {
  cloneDatabase,
  databaseUrl,
  dropDatabase,
  dropDatabasesStartingWith,
  uniqueSuffix,
} from './testDatabases';

export default async function setup(project: TestProject) {
  const runId = `tempo_test_${uniqueSuffix()}`;
  const building = `${runId}_build`;
  const template = `${runId}_tpl`;
  // Migrate a scratch database, then freeze it as the template once no connection holds it.
  try {
    await cloneDatabase('template0', building);
    const db = createPool(databaseUrl(building), 1);
    try {
      await migrate(db);
    } finally {
      await db.end();
    }
    await cloneDatabase(building, template);
    await dropDatabase(building);
  } catch (error) {
    await dropDatabasesStartingWith(runId);
    throw error;
  }
  project.provide('testTemplateDatabase', template);

  return async () => {
    await dropDatabasesStartingWith(runId);
  };
}
