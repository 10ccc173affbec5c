import { useId } from 'react';
import styles from './switch.module.css';

export interface SwitchProps {
  label: string;
  /** A quieter line under the label saying what the setting does. */
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off setting: a button with the switch role, named by its visible label (clicking the label
 * toggles it too) and described by the line under it.
 */
export function Switch({ label, description, checked, onCheckedChange, disabled = false }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description !== undefined && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
