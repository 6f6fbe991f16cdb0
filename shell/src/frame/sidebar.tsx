import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { useT } from '@studydesk/shared/i18n';
import type { SessionUser } from '@studydesk/shared/session';
import { useSiteTimeZone } from '@studydesk/shared/time-zone';
import { isCurrent, navItems } from './nav-items';
import styles from './frame.module.css';

interface SidebarProps {
  role: SessionUser['profile'];
  user: SessionUser | null;
  pathname: string;
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ role, user, pathname, open, onNavigate }: SidebarProps) {
  const t = useT();
  const zone = useSiteTimeZone();
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open new tabs and windows as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateToUrl(event.currentTarget.href);
    onNavigate();
  };
  return (
    <nav id="sd-sidebar" className={styles.sidebar} data-open={open} aria-label={t('Main menu')} hidden={!open}>
      <ul className={styles.navList}>
        {navItems(user, role, zone).map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.href}>
              <a
                href={item.href}
                onClick={go}
                className={styles.navLink}
                aria-current={current ? 'page' : undefined}
              >
                {t(item.label)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
