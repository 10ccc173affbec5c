import { useId } from 'react';
import { cx } from './class-names';
import fieldStyles from './field.module.css';
import styles from './checkbox-group.module.css';

export interface CheckboxOption<Value extends string> {
  value: Value;
  label: string;
}

export interface CheckboxGroupProps<Value extends string> {
  legend: string;
  options: readonly CheckboxOption<Value>[];
  /** The checked values, kept in the options' order. */
  values: readonly Value[];
  onChange: (values: Value[]) => void;
  error?: string;
  className?: string;
}

/** A set of checkboxes for a many-of choice, grouped under one legend with one error. */
export function CheckboxGroup<Value extends string>({
  legend,
  options,
  values,
  onChange,
  error,
  className,
}: CheckboxGroupProps<Value>) {
  const errorId = useId();
  const toggle = (value: Value, checked: boolean) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? checked : values.includes(candidate))),
    );
  return (
    <fieldset
      className={cx(styles.group, className)}
      aria-describedby={error !== undefined ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              className={styles.checkbox}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
