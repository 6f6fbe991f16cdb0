import { useT } from '@studydesk/shared/i18n';
import { canGoNext, canGoPrevious, listActions, pageLabelParams, type ListAction, type ListState } from '@studydesk/shared/lists';
import { Button, ChevronLeftIcon, ChevronRightIcon, type ButtonProps } from '@studydesk/shared/ui/core';
import styles from './toolbar.module.css';

export interface DataTablePagerProps<T, O extends string> {
  state: ListState<T, O>;
  onAction: (action: ListAction<T, O>) => void;
  paging: 'pages' | 'more' | 'none';
  onLoadMore?: () => void;
}

/** docs/product-rules.md#r-table-1 "previous/next paging showing 'Page X of Y'", or "Load more" for accumulating lists. */
export function DataTablePager<T, O extends string>({ state, onAction, paging, onLoadMore }: DataTablePagerProps<T, O>) {
  const t = useT();
  if (paging === 'none') return null;
  if (paging === 'more') {
    if (!state.hasMore || state.data.length === 0 || state.error) return null;
    return (
      <div className={styles.footer}>
        <Button variant="secondary" loading={state.loading} onClick={onLoadMore}>
          {t('Load more')}
        </Button>
      </div>
    );
  }
  return (
    <nav className={styles.footer} aria-label={t('Pages')}>
      <span className={styles.pageLabel} aria-live="polite">
        {t('Page {page} of {pages}', pageLabelParams(state))}
      </span>
      <PageStepButton iconStart={<ChevronLeftIcon />} disabled={!canGoPrevious(state)} onClick={() => onAction(listActions.previousPage())}>
        {t('Previous')}
      </PageStepButton>
      <PageStepButton iconEnd={<ChevronRightIcon />} disabled={!canGoNext(state)} onClick={() => onAction(listActions.nextPage())}>
        {t('Next')}
      </PageStepButton>
    </nav>
  );
}

/** Previous and Next look alike: small secondary buttons, the chevron on the side they go to. */
function PageStepButton(props: Pick<ButtonProps, 'iconStart' | 'iconEnd' | 'disabled' | 'onClick' | 'children'>) {
  return <Button size="sm" variant="secondary" {...props} />;
}
