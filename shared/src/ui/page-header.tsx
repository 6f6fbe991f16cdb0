import type { ReactNode } from 'react';
import { cx } from './class-names';
import { usePageTitle } from './page-title';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** buttons on the right (they wrap under the title on phones) */
  actions?: ReactNode;
  /** h1 for a page; a remote mounted inside another page passes 2 */
  level?: 1 | 2;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, level = 1, className }: PageHeaderProps) {
  // a page's own heading names the browser tab; a remote's nested one leaves it
  usePageTitle(level === 1 && typeof title === 'string' ? title : null);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={cx(styles.header, className)}>
      <div className={styles.text}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
