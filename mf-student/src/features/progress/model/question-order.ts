/** The ids with `id` moved by `delta` places (−1 up, +1 down); unchanged at either end. */
export function moveQuestion(ids: readonly number[], id: number, delta: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
