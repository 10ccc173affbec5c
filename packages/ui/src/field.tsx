import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

/** What a form control needs to be bound to its label, hint and error text. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label for sighted users; the control itself carries `required` for assistive technology. */
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control and its hint and error; the error is announced as it appears. */
export function Field({ label, error, hint, required = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = cx(hint !== undefined && hintId, error !== undefined && errorId) || undefined;
  return (
    <div className={cx(styles.field, className)}>
      {/* The marker stays outside the label, so the field's name is the label alone. */}
      <span className={styles.labelLine}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({
        id,
        'aria-invalid': error !== undefined ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint !== undefined && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cx(styles.control, className)} {...rest} />;
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cx(styles.control, className)} {...rest} />;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** An input with its label and error text. */
export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={inputProps.required}>
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}
