/**
 * A pure function's answers remembered by key, for the few that hot paths ask again and
 * again (an instant's ISO text, a lesson's day in the site zone, a time zone's spelling).
 * At `limit` keys it forgets them all and starts again: the keys a server meets repeat, so
 * a full clear costs one recomputation each and keeps memory bounded without an LRU's
 * bookkeeping on every hit.
 */
export function boundedMemo<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
