import type { ReactNode } from 'react';
import { Button, CancelThen, Dialog } from '@studydesk/shared/ui';

export interface ConfirmDialogProps {
  open: boolean;
  /** the question, saying what will happen ("Mark 34 h of Emma Clarke in November 2026 as paid?") */
  title: string;
  /** what follows from it, when the question alone does not say */
  description?: ReactNode;
  /** the confirming button's label ("Mark paid", "Archive") */
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** where focus goes on close when the control that opened it is gone (a menu's button) */
  returnFocusTo?: HTMLElement | null;
}

/** Asks before an action with consequences that one click should not cause. */
export function ConfirmDialog({ open, title, description, confirmLabel, danger, busy, onConfirm, onCancel, returnFocusTo }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={description}
      size="sm"
      returnFocusTo={returnFocusTo}
      footer={
        <CancelThen onCancel={onCancel}>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </CancelThen>
      }
    />
  );
}
