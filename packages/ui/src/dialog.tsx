import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** `bottom` makes a sheet that rises from the bottom of the screen, for short choices on a phone. */
  placement?: 'center' | 'bottom';
  children?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element, which brings focus trapping, Escape to close and
 * an inert background without extra code. Clicking the backdrop closes it too.
 */
export function Dialog({ open, onClose, title, description, placement = 'center', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, placement === 'bottom' && styles.sheet)}
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          {placement === 'bottom' && <span className={styles.handle} aria-hidden="true" />}
          <div className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description !== undefined && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
