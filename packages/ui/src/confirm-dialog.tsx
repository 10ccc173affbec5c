import { Button } from './button';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, read out with the title when the dialog opens. */
  message: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** The action is running: confirming again is impossible until it settles. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; Escape, the backdrop and Cancel all decline. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pendingLabel = confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={message}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
