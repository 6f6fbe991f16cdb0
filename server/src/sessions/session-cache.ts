import { heldReads } from '../cluster/held-reads';

/**
 * Every signed-in request starts by reading its session and user. A page sends several
 * calls at once, and a busy teacher several a second, so each process keeps what it read
 * for SESSION_CACHE_MS (docs/architecture.md#caches-across-processes), while the server
 * hears every change any process makes: ending a session, a user's name, language or
 * archiving, a guardian's students. Whatever makes such a change calls `sessionCache.changed`.
 */
export const SESSION_CACHE_MS = 1000;
/** sessions held at most: beyond it the oldest reads go first */
const SESSION_CACHE_MAX = 10_000;

/** keyed by the session id (its token's hash) */
export const sessionCache = heldReads<string>({ topic: 'sessions', lifetimeMs: SESSION_CACHE_MS, max: SESSION_CACHE_MAX });
