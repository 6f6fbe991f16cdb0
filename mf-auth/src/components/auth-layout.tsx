import { useEffect, useId, type ReactNode } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Card, loadPublicSchoolName, usePageTitle } from '@studydesk/shared/ui/core';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** under the card, e.g. a link back to sign in */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-out pages: brand and one centred card. The shell shows no sidebar or top
 * bar here, so the brand is ours to show.
 */
export function AuthLayout({ title, intro, footer, children }: AuthLayoutProps) {
  const t = useT();
  const titleId = useId();
  usePageTitle(title);
  useEffect(() => void loadPublicSchoolName(), []);
  return (
    <div className={styles.page}>
      <p className={styles.brand}>
        <span className={styles.mark} aria-hidden="true">
          S
        </span>
        {t('StudyDesk')}
      </p>
      <Card className={styles.card} aria-labelledby={titleId} padded={false}>
        <div className={styles.body}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children}
        </div>
      </Card>
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </div>
  );
}
