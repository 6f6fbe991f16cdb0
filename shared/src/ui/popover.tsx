import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cx } from '@studydesk/shared/ui/core';
import styles from './popover.module.css';

export interface PopoverProps {
  /** the element it opens from; must accept a ref (a button) */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** accessible name of the panel when its content has no heading */
  label?: string;
  arrow?: boolean;
  className?: string;
}

/**
 * Floating panel anchored to its trigger (member list, difficulty editor). Radix flips
 * it to the other side when there is no room, e.g. upward near the bottom of the
 * viewport; Escape and a click outside close it and focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  label,
  arrow = false,
  className,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={cx(styles.content, className)}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
        >
          {children}
          {arrow ? <RadixPopover.Arrow className={styles.arrow} /> : null}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Wraps a button inside the panel so a click closes it. */
export const PopoverClose = RadixPopover.Close;
/** Anchors the panel to another element than the trigger. */
export const PopoverAnchor = RadixPopover.Anchor;
