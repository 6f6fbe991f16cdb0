import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT, runEnv } from './run-env';

/**
 * The server's own libraries, loaded from its package (the tests add no copies of their
 * own): its SQLite driver, to read what the server stored, and the scheduler it uses, to
 * compute what it should have stored.
 */
const fromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));

interface Statement {
  all(...values: unknown[]): Record<string, unknown>[];
}
interface SqliteDatabase {
  prepare(sql: string): Statement;
  close(): void;
}
type SqliteConstructor = new (file: string, options: { readonly: boolean }) => SqliteDatabase;

/** Rows of a read-only query on the e2e server's database (SQLite, in the run's data folder). */
export function serverRows(sql: string, ...values: unknown[]): Record<string, unknown>[] {
  const Database = fromServer('better-sqlite3') as SqliteConstructor;
  const db = new Database(path.join(runEnv().dataDir, 'studydesk.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...values);
  } finally {
    db.close();
  }
}

export type Grade = 1 | 2 | 3 | 4;
interface FsrsCard {
  due: Date;
}
interface TsFsrs {
  createEmptyCard(now: Date): FsrsCard;
  generatorParameters(options: Record<string, unknown>): unknown;
  fsrs(parameters: unknown): { next(card: FsrsCard, now: Date, grade: Grade): { card: FsrsCard } };
}

/**
 * A new card's due date after these grades given at these times, as FSRS schedules it with
 * the server's defaults (the school's desired retention, no fuzz, short-term steps).
 */
export function scheduledDue(reviews: ReadonlyArray<{ grade: Grade; at: number }>, desiredRetention = 0.9): number {
  const library = fromServer('ts-fsrs') as TsFsrs;
  const scheduler = library.fsrs(library.generatorParameters({ request_retention: desiredRetention, enable_fuzz: false, enable_short_term: true }));
  let card = library.createEmptyCard(new Date(reviews[0].at));
  for (const { grade, at } of reviews) card = scheduler.next(card, new Date(at), grade).card;
  return card.due.getTime();
}
