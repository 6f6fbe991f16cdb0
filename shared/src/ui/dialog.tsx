import * as RadixDialog from '@radix-ui/react-dialog';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { useT } from '@studydesk/shared/i18n';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, CloseIcon, cx, IconButton } from '@studydesk/shared/ui/core';
import { useModalPage } from './use-modal-page';
import styles from './dialog.module.css';
import visuallyHidden from './visually-hidden.module.css';

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
  /**
   * where focus goes on close when the control that had it at opening is gone (a menu
   * item that opened the dialog and closed with its menu): the menu's button
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * A modal dialog on Radix: focus trapped inside and returned to the trigger on close,
 * Escape closes, the page behind is inert for screen readers and does not scroll.
 *
 * Radix's own modal mode is not used: it sets `pointer-events: none` and a custom
 * property on the body, which every element of the page inherits, so opening any dialog
 * recomputed the whole page's style before its first paint. The same behaviour comes
 * from its parts instead: the dialog (Radix, not modal) in a trapped FocusScope, an
 * overlay that takes the clicks outside, and `useModalPage` (aria-hidden and the scroll lock).
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
  returnFocusTo,
}: DialogProps) {
  const t = useT();
  // Radix returns focus only to its own Trigger; most dialogs here open from state, so
  // remember what had focus when it opened and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  // kept from opening: a caller may clear it in the same update that closes the dialog
  const fallback = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && returnFocusTo) fallback.current = returnFocusTo;
  }, [open, returnFocusTo]);
  const content = useRef<HTMLDivElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <div className={styles.overlay} />
        {/* Radix's own scope (inside Content) moves focus in and out; this one keeps it in */}
        <FocusScope asChild loop trapped onUnmountAutoFocus={(event) => event.preventDefault()}>
          <RadixDialog.Content
            ref={content}
            className={cx(styles.content, styles[size], className)}
            // Radix warns about a missing description unless told there is none on purpose.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              const active = document.activeElement;
              opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            }}
            onCloseAutoFocus={(event) => {
              const kept = returnFocusTo ?? fallback.current;
              const target = opener.current?.isConnected ? opener.current : kept?.isConnected ? kept : null;
              opener.current = null;
              fallback.current = null;
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            onPointerDownOutside={(event) => {
              const { button, ctrlKey } = event.detail.originalEvent;
              // a toast sits above the dialog: dismissing it must not close the dialog; nor does a right click
              if (!closeOnOutsideClick || isInToast(event.target) || button === 2 || (button === 0 && ctrlKey)) event.preventDefault();
            }}
            // focus only leaves through the trap's own checks (a toast's button, a popover): never closes it
            onFocusOutside={(event) => event.preventDefault()}
          >
            <ModalPage content={content} />
            <div className={styles.header}>
              <div className={styles.headings}>
                <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className={hideDescription ? visuallyHidden.hidden : styles.description}>
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
        </FocusScope>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Holds the page behind while the dialog's content is mounted (open, or closing). */
function ModalPage({ content }: { content: RefObject<HTMLDivElement | null> }) {
  useModalPage(content);
  return null;
}

function isInToast(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-toast-host]') !== null;
}

/** Wraps a footer button so a click closes the dialog (Cancel). */
export const DialogClose = RadixDialog.Close;

export interface CancelThenProps {
  onCancel: () => void;
  /** the dialog's own action button(s), after Cancel */
  children: ReactNode;
}

/** A dialog footer: Cancel, then the dialog's action. */
export function CancelThen({ onCancel, children }: CancelThenProps) {
  const t = useT();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      {children}
    </>
  );
}
