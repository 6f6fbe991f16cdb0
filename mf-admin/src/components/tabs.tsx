import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@studydesk/shared/ui';
import styles from './tabs.module.css';

export interface Tab<K extends string> {
  key: K;
  /** translated */
  label: string;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  /** translated name of the tab list */
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is mounted. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === selected));

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  }

  const current = tabs[index];
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === current.key}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === current.key ? 0 : -1}
            className={cx(styles.tab, tab.key === current.key && styles.selected)}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current.key}`} className={styles.panel}>
        {current.panel}
      </div>
    </div>
  );
}
