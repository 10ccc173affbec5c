import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { firstErrorPerField } from './field-errors';

/**
 * Form state checked with a contract schema: errors appear after the first submit and then follow
 * every keystroke, and a failed submit moves focus to the first invalid field.
 */
export function useValidatedForm<Values extends Record<string, string>, Output>(
  schema: z.ZodType<Output, Values>,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const result = schema.safeParse(values);
  const errors: Partial<Record<keyof Values, string>> =
    submitted && !result.success ? firstErrorPerField<keyof Values>(result.error) : {};

  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.success) {
      onValid(result.data);
      return;
    }
    const form = event.currentTarget;
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return { values, errors, field, handleSubmit };
}
