import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { firstErrorPerField } from './field-errors';

type TextKeys<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/**
 * Form state checked with a contract schema: errors appear after the first submit and then follow
 * every change, and a failed submit moves focus to the first invalid field. `field(name)` binds a
 * text input or textarea; `setValue` sets any other value (an id picked elsewhere, a list of
 * choices, a checkbox).
 */
export function useValidatedForm<Values extends object, Output>(
  schema: z.ZodType<Output>,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const result = schema.safeParse(values);
  const errors: Partial<Record<keyof Values, string>> =
    submitted && !result.success ? firstErrorPerField<keyof Values>(result.error) : {};

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const field = <Name extends TextKeys<Values>>(name: Name) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as Values[Name]),
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

  return { values, errors, field, setValue, handleSubmit };
}
