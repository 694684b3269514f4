import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Where `npm start` keeps what people save (passkeys, feedback) when `DATA_API_STORE` is not set. */
export const DEFAULT_BACKEND_STORE = '.state/data-api.sqlite';

/** A store that lives as long as its process: tests that need no file. */
export const IN_MEMORY_STORE = ':memory:';

export interface BackendStoreEnv {
  DATA_API_STORE?: string | undefined;
}

/** The store's file: `DATA_API_STORE`, else `.state/data-api.sqlite` under the working directory. */
export function backendStorePathFrom(env: BackendStoreEnv): string {
  return env.DATA_API_STORE || DEFAULT_BACKEND_STORE;
}

/**
 * The embedded backend's persistent store: one SQLite file (Node's own `node:sqlite`), so what people
 * save survives a restart of `npm start` while the dataset stays generated. Each feature creates its own
 * tables (`CREATE TABLE IF NOT EXISTS`) when it is given the store.
 */
export function openBackendStore(path: string): DatabaseSync {
  if (path !== IN_MEMORY_STORE) mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL lets a second process (a test, a bench) read while the Data API writes; the timeout makes a
  // writer wait for another instead of failing at once.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  return db;
}
