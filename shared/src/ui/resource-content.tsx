import type { ReactNode } from 'react';
import type { ResourceState } from './resource-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

export interface ResourceContentProps<T> {
  /** the data as loaded (`useResource`, or `resourceOf`/`listResource` for state kept in a reducer) */
  resource: ResourceState<T> & { reload: () => void };
  /** true where the loaded data has nothing to show: `empty` stands in its place */
  isEmpty?: (data: T) => boolean;
  /** the empty state, usually an `EmptyState` */
  empty?: ReactNode;
  /** the error box's compact form, inside a card (default); false for a whole page */
  compact?: boolean;
  /** the spinner's box, e.g. the height of the chart it stands for, so the page does not jump */
  loadingClassName?: string;
  /** what stands in until the first answer where a spinner would not do: a skeleton of the area's own shape */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The content of an area that loads its data, in its four states: a spinner until the
 * first answer (a reload keeps the last data on the screen), the error with a retry in
 * place of the content (above the last data when a reload failed, so what was read stays),
 * the empty state, and the data.
 */
export function ResourceContent<T>({ resource, isEmpty, empty = null, compact = true, loadingClassName, placeholder, children }: ResourceContentProps<T>) {
  const error = resource.status === 'failed' ? <ErrorState message={resource.error} onRetry={resource.reload} compact={compact} /> : null;
  if (resource.data === undefined) {
    return error ?? placeholder ?? <LoadingState className={loadingClassName} />;
  }
  const nothing = isEmpty?.(resource.data) ?? false;
  // a failed reload of an empty list says so, not that there is nothing
  if (error && nothing) return error;
  return (
    <>
      {error}
      {nothing ? empty : children(resource.data)}
    </>
  );
}
