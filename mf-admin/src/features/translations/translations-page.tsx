import { useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { Button, Card, Page, PageHeader, ResourceContent } from '@studydesk/shared/ui';
import { AddLanguageDialog } from './components/add-language-dialog';
import { LanguageProgress } from './components/language-progress';
import { TranslationsTable } from './components/translations-table';

/**
 * /admin/translations: every key of the interface in every language, edited in place;
 * an edit reaches signed-in users on their next page load.
 */
export function TranslationsPage() {
  const t = useT();
  const progress = useResource('dictionary/progress', async (signal) => (await call(endpoints.dictionary.progress, { signal })).data.languages);
  const [adding, setAdding] = useState(false);
  const languages = progress.data ?? [];

  return (
    <Page>
      <PageHeader
        title={t('Translations')}
        subtitle={t('Changes reach signed-in users on their next page load.')}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            {t('Add language')}
          </Button>
        }
      />
      <ResourceContent resource={progress} compact={false}>
        {(loaded) => (
          <>
            <Card>
              <LanguageProgress languages={loaded} />
            </Card>
            <TranslationsTable languages={loaded} onSaved={progress.reload} />
          </>
        )}
      </ResourceContent>
      <AddLanguageDialog
        open={adding}
        existing={languages.map((language) => language.code)}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          progress.reload();
        }}
      />
    </Page>
  );
}
