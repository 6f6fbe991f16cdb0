import { useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { GlossaryEntry, GlossaryEntryRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSave } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { loadGlossary } from '../api/glossary';
import { pairKey, type LanguagePair } from './pair';

/** The glossary of one pair and what an admin does with it: each change saved, then the list read again. */
export function useGlossary(pair: LanguagePair) {
  const t = useT();
  const glossary = useResource(pairKey(pair), (signal) => loadGlossary(pair, signal));
  // the entry (or the import) whose request is under way: its buttons wait
  const [busy, setBusy] = useState<number | 'import' | null>(null);
  const { save, error } = useSave();

  async function run(which: number | 'import', request: () => Promise<void>): Promise<boolean> {
    setBusy(which);
    let done = false;
    await save(async () => {
      await request();
      done = true;
    });
    setBusy(null);
    if (done) glossary.reload();
    return done;
  }

  return {
    glossary,
    busy,
    error,
    saveEntry: (entry: GlossaryEntry, body: GlossaryEntryRequest) =>
      run(entry.id, async () => {
        await call(endpoints.retention.updateGlossaryEntry, { params: { id: entry.id }, body });
      }),
    deleteEntry: (entry: GlossaryEntry) =>
      run(entry.id, async () => {
        await call(endpoints.retention.deleteGlossaryEntry, { params: { id: entry.id } });
        toast.success(t('{term} deleted', { term: entry.term }));
      }),
    importCsv: (csv: string) =>
      run('import', async () => {
        const { data } = await call(endpoints.retention.importGlossary, { body: { ...pair, csv } });
        toast.success(t('{imported, plural, one {# term imported} other {# terms imported}}, {skipped} skipped', data));
      }),
  };
}
