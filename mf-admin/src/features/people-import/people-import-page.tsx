import { useT } from '@studydesk/shared/i18n';
import { Page, PageHeader } from '@studydesk/shared/ui';
import { PeopleImportView } from './components/people-import-view';

/** /admin/people-import: TODO say what the page is for. */
export function PeopleImportPage() {
  const t = useT();
  return (
    <Page>
      <PageHeader title={t('People import')} />
      <PeopleImportView />
    </Page>
  );
}
