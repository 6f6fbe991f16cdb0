import { useState, type FormEvent } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Button, Card, layoutStyles, TextAreaField } from '@studydesk/shared/ui';

export interface GlossaryImportProps {
  busy: boolean;
  /** true when the rows were imported (the field is emptied) */
  onImport: (csv: string) => Promise<boolean>;
}

/** `term,meaning` rows pasted or read from a .csv file, imported into the pair shown. */
export function GlossaryImport({ busy, onImport }: GlossaryImportProps) {
  const t = useT();
  const [csv, setCsv] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (csv.trim() && (await onImport(csv))) setCsv('');
  }

  return (
    <Card>
      <form onSubmit={submit} className={layoutStyles.stack} aria-label={t('Import terms from CSV')}>
        <TextAreaField
          label={t('Import terms from CSV')}
          hint={t('One term,meaning line each; a header line is skipped. A term the glossary has takes the new meaning.')}
          rows={5}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
        />
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label={t('Read a CSV file')}
          onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)}
        />
        <div className={layoutStyles.cluster}>
          <Button type="submit" variant="primary" loading={busy} disabled={!csv.trim()}>
            {t('Import')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
