// idb is an ES module only; the library's build is CommonJS (for the server), so it is loaded with import()
import type { DBSchema, IDBPDatabase } from 'idb' with { 'resolution-mode': 'import' };
import type { RecordedReview, ReviewCardDto } from '@studydesk/shared/contracts';

/** A review given on this device and not yet confirmed by the server. */
export interface PendingReview extends RecordedReview {
  /** whose review it is: only that user's session may send it */
  userId: number;
}

/** A card kept to review without a connection. */
export interface StoredCard extends ReviewCardDto {
  userId: number;
}

/** The last loaded answer of a screen, with when it was loaded. */
export interface Snapshot {
  key: string;
  userId: number;
  savedAt: number;
  data: unknown;
}

interface OfflineSchema extends DBSchema {
  'pending-reviews': { key: string; value: PendingReview; indexes: { 'by-user': number } };
  'review-cards': { key: [number, number]; value: StoredCard; indexes: { 'by-user': number } };
  snapshots: { key: [number, string]; value: Snapshot };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const DB_NAME = 'studydesk-offline';

let opened: Promise<OfflineDb> | null = null;

/** The device's offline store (one per origin, shared by the page and the service worker). */
export function offlineDb(): Promise<OfflineDb> {
  // eager: in the page's chunk, and in the service worker, which cannot fetch code after its install
  opened ??= import(/* webpackMode: "eager" */ 'idb').then(({ openDB }) =>
    openDB<OfflineSchema>(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('pending-reviews', { keyPath: 'id' }).createIndex('by-user', 'userId');
        db.createObjectStore('review-cards', { keyPath: ['userId', 'cardId'] }).createIndex('by-user', 'userId');
        db.createObjectStore('snapshots', { keyPath: ['userId', 'key'] });
      },
    }),
  );
  return opened;
}
