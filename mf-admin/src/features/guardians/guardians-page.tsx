import { useState } from 'react';
import type { UserDto } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Page } from '@studydesk/shared/ui';
import { PeopleList } from '../people';
import { LinkedStudentsDialog } from './components/linked-students-dialog';

/**
 * /admin/guardians (docs/product-rules.md#r-guard-1): guardians are created, invited,
 * edited and archived like other people; each row's "Linked students" links and
 * unlinks the students whose plans they read.
 */
export function GuardiansPage() {
  const t = useT();
  const [linking, setLinking] = useState<{ guardian: UserDto; opener: HTMLElement | null } | null>(null);
  return (
    <Page>
      <PeopleList
        profile="guardian"
        label={t('Guardians')}
        pageTitle={t('Guardians')}
        moreActions={(guardian) => [{ label: t('Linked students'), onSelect: (opener) => setLinking({ guardian, opener }) }]}
      />
      <LinkedStudentsDialog guardian={linking?.guardian ?? null} returnFocusTo={linking?.opener} onClose={() => setLinking(null)} />
    </Page>
  );
}
