import { useState } from 'react';
import { useLanguageList } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { Card, EmptyState, FormError, layoutStyles, Page, PageHeader, ResourceContent, SelectField } from '@studydesk/shared/ui';
import { GlossaryImport } from './components/glossary-import';
import { GlossaryRow } from './components/glossary-row';
import styles from './components/school-glossary.module.css';
import { FIRST_PAIR, type LanguagePair } from './model/pair';
import { useGlossary } from './model/use-glossary';

/**
 * /admin/glossary (docs/product-rules.md#r-ret-4): the school glossary of one pair of
 * languages, the terms by name with their meanings (grown from what teachers type or approve
 * on cards), each edited or deleted in place, and `term,meaning` rows imported from CSV.
 */
export function SchoolGlossaryPage() {
  const t = useT();
  const languages = useLanguageList().map((language) => ({ value: language.code, label: language.name }));
  const [pair, setPair] = useState<LanguagePair>(FIRST_PAIR);
  const { glossary, busy, error, saveEntry, deleteEntry, importCsv } = useGlossary(pair);

  return (
    <Page>
      <PageHeader title={t('School glossary')} subtitle={t('Terms and their meanings, offered on the cards of every plan of the pair')} />
      <div className={layoutStyles.cluster}>
        <SelectField label={t('Terms in')} options={languages} value={pair.language} onChange={(language) => setPair({ ...pair, language })} />
        <SelectField label={t('Meanings in')} options={languages} value={pair.meaningLanguage} onChange={(meaningLanguage) => setPair({ ...pair, meaningLanguage })} />
      </div>
      <Card>
        <FormError message={error} />
        <ResourceContent resource={glossary} isEmpty={(data) => data.entries.length === 0} empty={<EmptyState title={t('No term for these languages yet')} compact />}>
          {(data) => (
            <>
              <p>{t('{count, plural, one {# term} other {# terms}}', { count: data.total })}</p>
              <ul className={styles.list} aria-label={t('School glossary')}>
                {data.entries.map((entry) => (
                  <GlossaryRow key={entry.id} entry={entry} busy={busy === entry.id} onSave={(body) => saveEntry(entry, body)} onDelete={() => void deleteEntry(entry)} />
                ))}
              </ul>
            </>
          )}
        </ResourceContent>
      </Card>
      <GlossaryImport busy={busy === 'import'} onImport={importCsv} />
    </Page>
  );
}
