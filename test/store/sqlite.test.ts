// The store contract on the embedded SQLite store.

import Database from 'better-sqlite3';
import path from 'node:path';
import { SqliteStore } from '../../src/store/sqlite-store.js';
import { tempDir } from '../support/server.js';
import { storeContract } from './contract.js';

let dir = '';
storeContract('sqlite', {
  async open() {
    dir = tempDir('store-sqlite-');
    return new SqliteStore(dir);
  },
  async reopen() {
    return new SqliteStore(dir);
  },
  async dumpKeys() {
    const db = new Database(path.join(dir, 'service.sqlite'), { readonly: true });
    try {
      return JSON.stringify(db.prepare('SELECT * FROM api_keys').all());
    } finally {
      db.close();
    }
  },
});
