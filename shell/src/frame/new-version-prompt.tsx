import { useSyncExternalStore } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Button } from '@studydesk/shared/ui/core';
import styles from './frame.module.css';

/**
 * The window event that says a new version of StudyDesk waits for a reload
 * (docs/architecture.md#version-skew): the build's chunk loader dispatches it when a chunk
 * of a redeployed part cannot be had even with a fresh address (shared/build/chunk-retry.cjs),
 * and the service worker when a new one is waiting. Anything may dispatch it; the prompt
 * answers it by reloading the page.
 */
const NEW_VERSION_EVENT = 'studydesk:new-version';

let waiting = false;
const listeners = new Set<() => void>();
// heard from the shell's start on, even before the frame is drawn
window.addEventListener(NEW_VERSION_EVENT, () => {
  waiting = true;
  listeners.forEach((listener) => listener());
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** "A new version of StudyDesk is available — Reload", once the event came. */
export function NewVersionPrompt() {
  const t = useT();
  const shown = useSyncExternalStore(subscribe, () => waiting);
  if (!shown) return null;
  return (
    <div className={styles.newVersion} role="status" data-testid="new-version">
      <span>{t('A new version of StudyDesk is available')}</span>
      <Button variant="primary" size="sm" onClick={() => window.location.reload()}>
        {t('Reload')}
      </Button>
    </div>
  );
}
