import { useParams, useSearchParams } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { EmptyState } from '@studydesk/shared/ui';
import { StudyPlanView } from './components/study-plan-view';

/** /teacher/study-plans/{planId}?group=…&title=… (docs/product-rules.md#r-route-3). */
export function StudyPlanPage() {
  const t = useT();
  const { planId } = useParams();
  const [query] = useSearchParams();
  const id = Number(planId);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title={t('This study plan does not exist')} />;
  return <StudyPlanView key={id} planId={id} headingLevel={1} fallbackTitle={query.get('title') ?? ''} />;
}
