import { useId, useState, type FormEvent } from 'react';
import {
  VENDOR_STORE_TEXTS,
  WEEKDAYS,
  WEEKDAY_LABELS,
  weeklyHoursLines,
  type Store,
  type Weekday,
  type WeeklyHours,
} from '@marketplace/contracts';
import { Button, Field, Icon, Input, useToast } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import {
  MAX_RANGES,
  addRange,
  checkHours,
  copyMondayToAll,
  hoursFormOf,
  removeRange,
  setDayClosed,
  updateRange,
  type DayForm,
  type HoursForm,
} from './hours-form';
import { useSaveHours } from './store-api';
import styles from './store.module.css';

const TEXTS = VENDOR_STORE_TEXTS.hours;

/** The store's weekly hours as a member reads them: 'Daily 09:00 AM - 09:00 PM', or a line a day. */
export function HoursView({ hours }: { hours: WeeklyHours | null }) {
  if (hours === null) return <p>{TEXTS.none}</p>;
  return (
    <dl className={styles.facts}>
      {weeklyHoursLines(hours).map((line) => (
        <div key={line.label} className={styles.fact}>
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The owner's hours editor: per weekday closed or up to four ranges, "Copy Monday to all days",
 * "No fixed hours". Checked with StoreHoursRequestSchema before PUT, each message next to its day.
 */
export function HoursEditor({ store }: { store: Store }) {
  const { toast } = useToast();
  const save = useSaveHours(store.id);
  const [form, setForm] = useState<HoursForm>(() => hoursFormOf(store.hours));
  const [submitted, setSubmitted] = useState(false);
  const [note, setNote] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const hintId = useId();
  const check = checkHours(form);
  const errors = submitted && !check.ok ? check.days : {};

  const setDay = (day: Weekday, next: DayForm) =>
    setForm((current) => ({ ...current, days: { ...current.days, [day]: next } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefused(null);
    if (!check.ok) {
      const formElement = event.currentTarget;
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(check.request, {
      onSuccess: () => toast({ title: TEXTS.saved }),
      onError: (error) => setRefused(serverMessageOf(error) ?? VENDOR_STORE_TEXTS.failed),
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={TEXTS.title}>
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={!form.fixed}
            aria-describedby={hintId}
            onChange={(event) => setForm((current) => ({ ...current, fixed: !event.target.checked }))}
          />
          {TEXTS.noFixedHours}
        </label>
        <span id={hintId} className={styles.checkHint}>
          {TEXTS.noFixedHoursHint}
        </span>
      </div>
      {form.fixed && (
        <>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setForm(copyMondayToAll);
              setNote(TEXTS.copied);
            }}
          >
            {TEXTS.copyMonday}
          </Button>
          <p role="status" className={styles.muted}>
            {note}
          </p>
          {WEEKDAYS.map((day) => (
            <DayEditor
              key={day}
              day={day}
              value={form.days[day]}
              error={errors[day]}
              onChange={(next) => {
                setNote('');
                setDay(day, next);
              }}
            />
          ))}
        </>
      )}
      {refused !== null && (
        <p role="alert" className={styles.failure}>
          {refused}
        </p>
      )}
      <Button type="submit" fullWidth disabled={save.isPending}>
        {save.isPending ? TEXTS.pending : TEXTS.save}
      </Button>
    </form>
  );
}

function DayEditor({
  day,
  value,
  error,
  onChange,
}: {
  day: Weekday;
  value: DayForm;
  error: string | undefined;
  onChange: (next: DayForm) => void;
}) {
  const errorId = useId();
  const label = WEEKDAY_LABELS[day];
  const invalid = error !== undefined ? true : undefined;
  const describedBy = error !== undefined ? errorId : undefined;

  return (
    <fieldset className={styles.day} aria-describedby={describedBy}>
      <legend className={styles.dayName}>{label}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.closed}
          onChange={(event) => onChange(setDayClosed(value, event.target.checked))}
        />
        {TEXTS.closedDay}
      </label>
      {!value.closed &&
        value.ranges.map((range, index) => (
          <div
            key={index}
            role="group"
            aria-label={`${label}: ${TEXTS.range(index + 1)}`}
            className={styles.range}
          >
            <Field label={TEXTS.opens}>
              {(control) => (
                <Input
                  {...control}
                  type="time"
                  value={range.opens}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => onChange(updateRange(value, index, { opens: event.target.value }))}
                />
              )}
            </Field>
            {range.untilMidnight ? (
              <p className={styles.midnight}>
                {TEXTS.closes}: {VENDOR_STORE_TEXTS.store.midnight}
              </p>
            ) : (
              <Field label={TEXTS.closes}>
                {(control) => (
                  <Input
                    {...control}
                    type="time"
                    value={range.closes}
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                    onChange={(event) => onChange(updateRange(value, index, { closes: event.target.value }))}
                  />
                )}
              </Field>
            )}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={range.untilMidnight}
                onChange={(event) =>
                  onChange(updateRange(value, index, { untilMidnight: event.target.checked }))
                }
              />
              {TEXTS.untilMidnight}
            </label>
            <Button
              variant="ghost"
              size="small"
              aria-label={TEXTS.removeRange(label, index + 1)}
              onClick={() => onChange(removeRange(value, index))}
            >
              <Icon name="trash" size={18} />
            </Button>
          </div>
        ))}
      {!value.closed && value.ranges.length < MAX_RANGES && (
        <Button
          variant="ghost"
          size="small"
          className={styles.addRange}
          onClick={() => onChange(addRange(value))}
        >
          <Icon name="plus" size={16} />
          {TEXTS.addRange}
        </Button>
      )}
      {error !== undefined && (
        // No alert of its own: the focus goes to the first day in error, which reads it out, where
        // seven alerts at one submit would talk over each other.
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
