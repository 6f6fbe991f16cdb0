import { Suspense, useState } from 'react';
import { logout, type SessionUser } from '@studydesk/shared/session';
import { useT } from '@studydesk/shared/i18n';
import { lazyWhenIdle } from '@studydesk/shared/ui/core';
import styles from './frame.module.css';

interface TopBarProps {
  user: SessionUser | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

function initialsOf(user: SessionUser): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.title.trim().charAt(0) || '?').toUpperCase();
}

/** The question before signing out with answers waiting: its code comes when the page is idle. */
const { Component: SignOutQuestion } = lazyWhenIdle(() => import(/* webpackChunkName: "sign-out-question" */ '../offline/sign-out-question'), (m) => m.SignOutQuestion);

/** Signs out at once, or asks first (`ask`) while reviews given on this device wait to be sent. */
async function signOut(ask: () => void): Promise<void> {
  const { reviewsToSend$ } = await import('@studydesk/shared/offline');
  if (reviewsToSend$.getValue() > 0) ask();
  else await logout();
}

/** The product's name: a name, not translated. */
const PRODUCT_NAME = 'StudyDesk';

export function TopBar({ user, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const t = useT();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.title : '';
  const [asking, setAsking] = useState(false);
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={sidebarOpen ? t('Hide menu') : t('Show menu')}
        aria-expanded={sidebarOpen}
        aria-controls="sd-sidebar"
        onClick={onToggleSidebar}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <span className={styles.brand}>{PRODUCT_NAME}</span>
      <span className={styles.spacer} />
      {user ? (
        <div className={styles.user}>
          {user.profilepic ? (
            <img className={styles.avatar} src={user.profilepic} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initialsOf(user)}
            </span>
          )}
          <span className={styles.userName}>{name}</span>
          <button type="button" className={styles.logout} onClick={() => void signOut(() => setAsking(true))}>
            {t('Log out')}
          </button>
          {asking ? (
            <Suspense fallback={null}>
              <SignOutQuestion onCancel={() => setAsking(false)} onSignOut={() => void logout().finally(() => setAsking(false))} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
