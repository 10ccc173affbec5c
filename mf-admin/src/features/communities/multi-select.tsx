import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Icon, VisuallyHidden } from '@marketplace/ui';
import styles from './communities.module.css';

export interface MultiSelectOption {
  value: string;
  label: string;
}

/**
 * A many-of filter (admin spec 2: city and state): a button that opens a list of checkboxes at
 * most about 12rem high, scrolling beyond. The button says how many are chosen. Escape, or focus
 * leaving the list, closes it (Escape puts focus back on the button).
 */
export function MultiSelect({
  label,
  options,
  values,
  onChange,
}: {
  label: string;
  options: readonly MultiSelectOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const summary = values.length === 0 ? 'All' : values.length === 1 ? values[0] : `${values.length} selected`;
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((chosen) => chosen !== value));

  return (
    <div className={styles.multiSelect} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <span className={styles.multiLabel} id={`${listId}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.multiButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${listId}-label ${listId}-summary`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${listId}-summary`}>{summary}</span>
        <Icon name="chevron-down" size={16} />
      </button>
      {open && (
        <fieldset id={listId} className={styles.multiList}>
          <legend>
            <VisuallyHidden>{label}</VisuallyHidden>
          </legend>
          {options.length === 0 && <p className={styles.muted}>No options</p>}
          {options.map((option) => (
            <label key={option.value} className={styles.multiOption}>
              <input
                type="checkbox"
                checked={values.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
