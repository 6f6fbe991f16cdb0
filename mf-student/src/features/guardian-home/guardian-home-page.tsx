import { useT } from '@studydesk/shared/i18n';
import { EmptyState, Page, PageHeader, ResourceContent } from '@studydesk/shared/ui';
import { StudentCards } from './components/student-cards';
import { useLinkedStudents } from './model/use-linked-students';

/** /guardian/home (docs/product-rules.md#r-guard-2): the guardian's linked students. */
export function GuardianHomePage() {
  const t = useT();
  const students = useLinkedStudents();
  return (
    <Page>
      <PageHeader title={t('My students')} />
      <ResourceContent
        resource={students}
        compact={false}
        isEmpty={(linked) => linked.length === 0}
        empty={<EmptyState title={t('No students linked to you yet')} description={t('Your school links you to your students.')} />}
      >
        {(linked) => <StudentCards students={linked} />}
      </ResourceContent>
    </Page>
  );
}
