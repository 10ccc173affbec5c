import type { z } from 'zod';
import { Button, Dialog, TextAreaField, useValidatedForm } from '@marketplace/ui';
import styles from './vendors.module.css';

/** The words of a dialog that asks why (a rejection, a suspension). */
export interface ReasonDialogTexts {
  title: string;
  intro: string;
  reason: string;
  hint: string;
  submit: string;
  pending: string;
  cancel: string;
}

/**
 * A decision that needs a reason someone else reads: one required text, checked with `schema` (the
 * call's own contract, so its message shows under the field), then `onSubmit` with it.
 */
export function ReasonDialog({
  open,
  texts,
  schema,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  texts: ReasonDialogTexts;
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} description={texts.intro}>
      {open && (
        <ReasonForm texts={texts} schema={schema} pending={pending} onSubmit={onSubmit} onCancel={onClose} />
      )}
    </Dialog>
  );
}

function ReasonForm({
  texts,
  schema,
  pending,
  onSubmit,
  onCancel,
}: {
  texts: ReasonDialogTexts;
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm(schema, { reason: '' });
  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={form.handleSubmit((request) => onSubmit(request.reason))}
    >
      <TextAreaField label={texts.reason} hint={texts.hint} rows={4} required {...form.field('reason')} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? texts.pending : texts.submit}
        </Button>
      </div>
    </form>
  );
}
