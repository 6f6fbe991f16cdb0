import { useState, type FormEvent } from 'react';
import type { GlossaryEntry, GlossaryEntryRequest } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Button, layoutStyles, TextField } from '@studydesk/shared/ui';
import styles from './school-glossary.module.css';

export interface GlossaryRowProps {
  entry: GlossaryEntry;
  busy: boolean;
  onSave: (body: GlossaryEntryRequest) => Promise<boolean>;
  onDelete: () => void;
}

/** One term and its meaning: read, edited in place, deleted. */
export function GlossaryRow({ entry, busy, onSave, onDelete }: GlossaryRowProps) {
  const t = useT();
  const [editing, setEditing] = useState<GlossaryEntryRequest | null>(null);
  const invalid = editing !== null && (!editing.term.trim() || !editing.meaning.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing || invalid) return;
    if (await onSave({ term: editing.term.trim(), meaning: editing.meaning.trim() })) setEditing(null);
  }

  if (editing) {
    return (
      <li className={styles.row} data-testid="glossary-entry">
        <form onSubmit={submit} className={layoutStyles.cluster} aria-label={t('Edit {term}', { term: entry.term })}>
          <TextField label={t('Term')} value={editing.term} autoFocus onChange={(e) => setEditing({ ...editing, term: e.target.value })} error={!editing.term.trim() ? t('Required') : undefined} />
          <TextField label={t('Meaning')} value={editing.meaning} onChange={(e) => setEditing({ ...editing, meaning: e.target.value })} error={!editing.meaning.trim() ? t('Required') : undefined} />
          <Button type="submit" variant="primary" size="sm" loading={busy} disabled={invalid}>
            {t('Save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
            {t('Cancel')}
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className={styles.row} data-testid="glossary-entry">
      <span className={styles.term}>{entry.term}</span>
      <span className={styles.meaning}>{entry.meaning}</span>
      <div className={layoutStyles.cluster}>
        <Button size="sm" disabled={busy} onClick={() => setEditing({ term: entry.term, meaning: entry.meaning })} aria-label={t('Edit {term}', { term: entry.term })}>
          {t('Edit')}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={onDelete} aria-label={t('Delete {term}', { term: entry.term })}>
          {t('Delete')}
        </Button>
      </div>
    </li>
  );
}
