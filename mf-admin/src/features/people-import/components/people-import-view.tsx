import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { EmptyState, ErrorState, Spinner } from '@studydesk/shared/ui';
import { peopleImportCount } from '../model/people-import';

export function PeopleImportView() {
  const t = useT();
  const answer = useResource('people-import', async (signal) => (await call(endpoints.peopleImport.list, { signal })).data);
  if (answer.status === 'loading') return <Spinner label={t('Loading')} />;
  if (answer.status === 'failed') return <ErrorState message={errorMessage(answer.error)} onRetry={answer.reload} />;
  if (peopleImportCount(answer.data) === 0) return <EmptyState title={t('Nothing here yet')} />;
  return <p>{t('{count, plural, one {# item} other {# items}}', { count: peopleImportCount(answer.data) })}</p>;
}
