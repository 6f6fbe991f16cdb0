import { useT } from '@studydesk/shared/i18n';
import { EmptyState, ErrorState, Page, PageHeader, Spinner } from '@studydesk/shared/ui';
import { StudentCards } from './components/student-cards';
import { useLinkedStudents } from './model/use-linked-students';

/** /guardian/home (docs/product-rules.md#r-guard-2): the guardian's linked students. */
export function GuardianHomePage() {
  const t = useT();
  const students = useLinkedStudents();
  return (
    <Page>
      <PageHeader title={t('My students')} />
      {students.status === 'failed' ? (
        <ErrorState message={students.error} onRetry={students.reload} />
      ) : !students.data ? (
        <Spinner label={t('Loading')} />
      ) : students.data.length === 0 ? (
        <EmptyState title={t('No students linked to you yet')} description={t('Your school links you to your students.')} />
      ) : (
        <StudentCards students={students.data} />
      )}
    </Page>
  );
}
