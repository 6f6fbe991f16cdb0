import * as RadixDialog from '@radix-ui/react-dialog';
import { useT } from '@studydesk/shared/i18n';
import type { ReactNode } from 'react';
import { IconButton } from './button';
import { cx } from './class-names';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** the element that opens it (rendered as is, so it must accept a ref: a button) */
  trigger?: ReactNode;
  title: ReactNode;
  /** read out when it opens; hidden visually when `hideDescription` */
  description?: ReactNode;
  hideDescription?: boolean;
  /** action buttons, right-aligned under the body */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** false keeps it open on a click outside (a form with unsaved input) */
  closeOnOutsideClick?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on Radix: focus trapped inside and returned to the trigger on close,
 * Escape closes, the page behind is inert for screen readers.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  hideDescription,
  footer,
  size = 'md',
  closeOnOutsideClick = true,
  children,
  className,
}: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, styles[size], className)}
          // Radix warns about a missing description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={hideDescription ? styles.hidden : styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton aria-label={t('Close')}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a footer button so a click closes the dialog (Cancel). */
export const DialogClose = RadixDialog.Close;
