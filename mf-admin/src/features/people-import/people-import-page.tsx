import { errorMessage } from '@studydesk/shared/api-client';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Page, PageHeader } from '@studydesk/shared/ui';
import { downloadTemplate } from './api/import-file';
import { ImportView } from './components/import-view';

/** /admin/import (docs/product-rules.md#r-import-4): students, teachers, guardians and groups from a spreadsheet. */
export function PeopleImportPage() {
  const t = useT();
  const template = () => downloadTemplate().catch((error: unknown) => toast.error(errorMessage(error)));
  return (
    <Page>
      <PageHeader
        title={t('Import people')}
        actions={<Button onClick={() => void template()}>{t('Download the template')}</Button>}
      />
      <ImportView />
    </Page>
  );
}
