import type { LanguageProgress as Progress } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import styles from './translations.module.css';

/** Each language's translated keys out of all keys ("Español 286/286"), with a bar. */
export function LanguageProgress({ languages }: { languages: readonly Progress[] }) {
  const t = useT();
  return (
    <ul className={styles.progress} aria-label={t('Progress per language')}>
      {languages.map((language) => {
        const share = language.total === 0 ? 1 : language.translated / language.total;
        return (
          <li key={language.code} className={styles.progressItem}>
            <span className={styles.progressText}>
              <span className={styles.progressName}>{language.name}</span>
              <span className={styles.progressCount}>{`${language.translated}/${language.total}`}</span>
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
