import { useState } from 'react';
import { ROUTED_REMOTES } from '@studydesk/shared/remotes';
import { useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { layoutRole } from '../routing/route-table';
import { areaId } from '../remotes/register-apps';
import { ToastHost } from '../toasts/toast-host';
import { LoadingIndicator } from '../loading/loading-indicator';
import { NewVersionPrompt } from './new-version-prompt';
import { OfflineNotice } from './offline-notice';
import { TopBar } from './top-bar';
import { Sidebar } from './sidebar';
import { usePathname } from '@studydesk/shared/federation';
import styles from './frame.module.css';

/**
 * The page frame. The remotes' areas stay at one place in the tree whatever the layout,
 * so React never re-creates an element a remote has mounted into.
 */
export function Frame() {
  const t = useT();
  const pathname = usePathname();
  const { profile } = useAuthState();
  const role = layoutRole(pathname);
  const [sidebarOpen, setSidebarOpen] = useState(() => window.matchMedia?.('(min-width: 900px)').matches ?? true);
  const withLayout = role !== null;

  return (
    <div className={styles.app} data-layout={withLayout ? 'role' : 'bare'}>
      <a className={styles.skip} href="#sd-main">
        {t('Skip to content')}
      </a>
      {withLayout ? <TopBar user={profile} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} /> : null}
      {withLayout ? <OfflineNotice /> : null}
      <div className={styles.body}>
        {withLayout ? (
          <Sidebar
            role={role}
            user={profile}
            pathname={pathname}
            open={sidebarOpen}
            onNavigate={() => {
              if (!window.matchMedia?.('(min-width: 900px)').matches) setSidebarOpen(false);
            }}
          />
        ) : null}
        <main id="sd-main" className={styles.main} tabIndex={-1}>
          {ROUTED_REMOTES.map((remote) => (
            <div key={remote.name} id={areaId(remote.name)} className={styles.area} data-remote={remote.name} />
          ))}
        </main>
      </div>
      <NewVersionPrompt />
      <ToastHost />
      <LoadingIndicator />
    </div>
  );
}
