import { useRef } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Button, IconButton, Popover, PopoverClose } from '@studydesk/shared/ui';
import styles from './row-actions.module.css';

export interface RowAction {
  /** translated label */
  label: string;
  /** `opener` is the button the action was chosen from (the menu's, once the menu has closed) */
  onSelect: (opener: HTMLElement | null) => void;
  danger?: boolean;
}

export interface RowActionsProps {
  /** the row's name, for the buttons' accessible names ("Edit Ana Lima") */
  name: string;
  main: RowAction;
  more?: RowAction[];
}

/** A row's main action as a button, the others in a small menu. */
export function RowActions({ name, main, more = [] }: RowActionsProps) {
  const t = useT();
  const moreButton = useRef<HTMLButtonElement>(null);
  return (
    <span className={styles.actions}>
      <Button size="sm" variant="secondary" aria-label={`${main.label} ${name}`} onClick={(event) => main.onSelect(event.currentTarget)}>
        {main.label}
      </Button>
      {more.length > 0 ? (
        <Popover
          align="end"
          label={t('Actions for {name}', { name })}
          trigger={
            <IconButton ref={moreButton} size="sm" variant="ghost" aria-label={t('More actions for {name}', { name })}>
              <span aria-hidden="true" className={styles.dots}>
                ⋯
              </span>
            </IconButton>
          }
        >
          <div className={styles.menu} role="group" aria-label={t('Actions for {name}', { name })}>
            {more.map((action) => (
              <PopoverClose asChild key={action.label}>
                <Button size="sm" variant={action.danger ? 'danger' : 'ghost'} fullWidth onClick={() => action.onSelect(moreButton.current)}>
                  {action.label}
                </Button>
              </PopoverClose>
            ))}
          </div>
        </Popover>
      ) : null}
    </span>
  );
}
