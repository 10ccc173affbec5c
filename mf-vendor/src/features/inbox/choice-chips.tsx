import { useId } from 'react';
import { cx } from '@marketplace/ui';
import styles from './inbox.module.css';

export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * A one-of choice as large tappable chips (radio buttons under one legend, with one error): quick
 * to hit with a thumb at the counter, and read by assistive technology as the radio group it is.
 */
export function ChoiceChips<Value extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.chips} aria-describedby={error !== undefined ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chipRow}>
        {choices.map((choice) => (
          <label key={choice.value} className={cx(styles.chip, value === choice.value && styles.chipChosen)}>
            <input
              type="radio"
              name={name}
              className={styles.chipInput}
              value={choice.value}
              checked={value === choice.value}
              aria-invalid={error !== undefined ? true : undefined}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
