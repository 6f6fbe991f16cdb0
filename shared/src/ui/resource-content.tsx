import type { ReactNode } from 'react';
import type { ResourceState } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

export interface ResourceContentProps<T> {
  /** the data as loaded (useResource) */
  resource: ResourceState<T> & { reload: () => void };
  /** true where the loaded data has nothing to show: `empty` stands in its place */
  isEmpty?: (data: T) => boolean;
  /** the empty state, usually an `EmptyState` */
  empty?: ReactNode;
  /** the error box's compact form, inside a card (default); false for a whole page */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The content of an area that loads its data, in its four states: a spinner until the
 * first answer (a reload keeps the last data on the screen), the error with a retry, the
 * empty state, and the data.
 */
export function ResourceContent<T>({ resource, isEmpty, empty = null, compact = true, children }: ResourceContentProps<T>) {
  const t = useT();
  if (resource.status === 'loading' && !resource.data) return <Spinner label={t('Loading')} />;
  if (resource.status === 'failed') return <ErrorState message={resource.error} onRetry={resource.reload} compact={compact} />;
  if (!resource.data) return null;
  return <>{isEmpty?.(resource.data) ? empty : children(resource.data)}</>;
}
