import { useT } from '@studydesk/shared/i18n';

/** /admin|teacher/study-plans/{planId}/retention: not built yet, a titled placeholder. */
export function RetentionPage() {
  const t = useT();
  return (
    <section style={{ padding: 'var(--sd-space-6)' }}>
      <h1>{t('Retention')}</h1>
    </section>
  );
}
