import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { listResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, useAccumulatingList, type ListFetcher, type ListPage, type ListState } from '@studydesk/shared/lists';
import { Button, cx, EmptyState, layoutStyles, ResourceContent, textStyles } from '@studydesk/shared/ui';
import { studyPlanPath } from '@studydesk/shared/routes';
import styles from './dashboard.module.css';

const PAGE_SIZE = 5;

/** What every feed row links to: the study plan it belongs to. */
export interface FeedPlan {
  studyPlanId: number;
  isGroup: boolean;
  planTitle: string;
  planCode: string;
}

/** The page a feed asks for: a feed has no search, order or filter. */
export interface FeedPage {
  pageIndex: number;
  pageSize: number;
}

export interface FeedPanelProps<T extends FeedPlan> {
  fetchPage: (page: FeedPage, signal: AbortSignal) => Promise<ListPage<T>>;
  rowKey: (item: T) => string | number;
  /** the row above its plan link */
  renderItem: (item: T) => ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
}

function feedInitialState<T>(): ListState<T> {
  return initialListState<T>({ pageSize: PAGE_SIZE });
}

/**
 * A dashboard feed: five items at a time with "More", each ending in a link to its
 * study plan; one error, loading and empty state for all the feeds.
 */
export function FeedPanel<T extends FeedPlan>({ fetchPage, rowKey, renderItem, emptyTitle, emptyDescription }: FeedPanelProps<T>) {
  const t = useT();
  const fetcher: ListFetcher<T> = ({ pageIndex, pageSize }, signal) => fetchPage({ pageIndex, pageSize }, signal);
  const { state, loadMore, reload } = useAccumulatingList(fetcher, feedInitialState<T>());
  return (
    <ResourceContent
      resource={listResource(state, reload)}
      isEmpty={(items) => items.length === 0}
      empty={<EmptyState compact title={emptyTitle} description={emptyDescription} />}
    >
      {(items) => (
        <div className={cx(layoutStyles.stack, styles.feed)}>
          <ul className={cx(layoutStyles.list, styles.items)}>
            {items.map((item) => (
              <li key={rowKey(item)} className={cx(layoutStyles.stack, styles.item)}>
                {renderItem(item)}
                <Link className={cx(textStyles.link, styles.planLink)} to={studyPlanPath('teacher', item.studyPlanId, { group: item.isGroup, title: item.planTitle })}>
                  {item.planTitle} · {item.planCode}
                </Link>
              </li>
            ))}
          </ul>
          {state.hasMore ? (
            <Button variant="secondary" size="sm" loading={state.loading} onClick={loadMore}>
              {t('More')}
            </Button>
          ) : null}
        </div>
      )}
    </ResourceContent>
  );
}
