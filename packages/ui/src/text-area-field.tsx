import type { TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';
import { Field } from './field';
import styles from './field.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A multi-line text input with its label and error text, styled like the single-line fields. */
export function TextAreaField({ label, error, hint, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea className={cx(styles.control, className)} {...textareaProps} {...control} />}
    </Field>
  );
}
