import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { firstErrorPerField } from './field-errors';

type TextKeys<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/**
 * The values a form keeps for a schema: one per field of the schema's input, each of the field's
 * input type, or null while a choice (a community, a city) has not been made; the schema then
 * answers null with the field's own message.
 */
export type FormValuesFor<Schema extends z.ZodType> = {
  [Name in keyof z.input<Schema>]-?: z.input<Schema>[Name] | null;
};

/** A field the schema does not know would never be checked, so it does not compile. */
type OnlySchemaFields<Schema extends z.ZodType, Values> = Record<
  Exclude<keyof Values, keyof z.input<Schema>>,
  never
>;

/**
 * Form state checked with a contract schema: errors appear after the first submit and then follow
 * every change, and a failed submit moves focus to the first invalid field. `field(name)` binds a
 * text input or textarea; `setValue` sets any other value (an id picked elsewhere, a list of
 * choices, a checkbox).
 */
export function useValidatedForm<Schema extends z.ZodType, Values extends FormValuesFor<Schema>>(
  schema: Schema,
  initialValues: Values & OnlySchemaFields<Schema, Values>,
) {
  const [values, setValues] = useState<Values>(initialValues);
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

  const handleSubmit = (onValid: (data: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
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
