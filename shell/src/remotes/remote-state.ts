import { BehaviorSubject } from 'rxjs';

/** Remotes whose code is being fetched right now, for the loading indicator. */
export const loadingRemotes$ = new BehaviorSubject<ReadonlySet<string>>(new Set());

export function markLoading(name: string, loading: boolean): void {
  const next = new Set(loadingRemotes$.getValue());
  if (loading) next.add(name);
  else next.delete(name);
  loadingRemotes$.next(next);
}
