import type { TeamKey } from './sealed-box.ts';

/**
 * The unlocked team key kept in this browser profile's IndexedDB: a CryptoKey is stored as the key
 * object itself (structured clone), still non-extractable, so a later visit opens cases without the
 * key file and nothing can read the private bytes out. "Forget" deletes it.
 */
const DATABASE = 'muyuan-compliance';
const STORE = 'team-key';
const ENTRY = 'team';

export interface StoredTeamKey extends TeamKey {
  importedAt: string;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((done, fail) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => done(request.result);
    request.onerror = () => fail(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((done, fail) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => done(request.result);
      transaction.onerror = () => fail(transaction.error);
      transaction.onabort = () => fail(transaction.error);
    });
  } finally {
    db.close();
  }
}

export async function loadTeamKey(): Promise<StoredTeamKey | null> {
  const stored = await inStore<StoredTeamKey | undefined>('readonly', (store) => store.get(ENTRY));
  return stored ?? null;
}

export async function saveTeamKey(key: TeamKey): Promise<StoredTeamKey> {
  const stored: StoredTeamKey = { ...key, importedAt: new Date().toISOString() };
  await inStore('readwrite', (store) => store.put(stored, ENTRY));
  return stored;
}

export async function forgetTeamKey(): Promise<void> {
  await inStore('readwrite', (store) => store.delete(ENTRY));
}
