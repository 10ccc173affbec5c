import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from './class-names';
import fieldStyles from './field.module.css';
import styles from './dropdown.module.css';

export interface DropdownOption<Value extends string | number> {
  value: Value;
  label: string;
  /** A second, quieter line under the label (an address, a count). */
  description?: string;
}

export interface DropdownProps<Value extends string | number> {
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  options: readonly DropdownOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * A select whose options can carry a second line, which a native <select> cannot show. It follows
 * the WAI-ARIA select-only combobox pattern: focus stays on the button, arrows move the active
 * option, Enter or Space chooses it, Escape and Tab close the list, a letter jumps to the next
 * option starting with it.
 */
export function Dropdown<Value extends string | number>({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled = false,
  error,
}: DropdownProps<Value>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const openList = () => {
    setActiveIndex(selectedIndex >= 0 ? selectedIndex : 0);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    setOpen(false);
    if (option.value !== value) onChange(option.value);
  };
  const move = (to: number) => setActiveIndex(Math.max(0, Math.min(options.length - 1, to)));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        move(activeIndex + 1);
        break;
      case 'ArrowUp':
        move(activeIndex - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(options.length - 1);
        break;
      case 'Enter':
      case ' ':
        choose(activeIndex);
        break;
      case 'Escape':
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default: {
        if (event.key.length !== 1) return;
        const letter = event.key.toLowerCase();
        const next = [...options.keys()]
          .map((offset) => (activeIndex + 1 + offset) % options.length)
          .find((index) => options[index]?.label.toLowerCase().startsWith(letter));
        if (next !== undefined) setActiveIndex(next);
      }
    }
    event.preventDefault();
  };

  return (
    <div className={fieldStyles.field}>
      <label id={labelId} htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <button
          id={id}
          type="button"
          role="combobox"
          className={cx(fieldStyles.control, styles.trigger)}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          disabled={disabled}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        >
          <span className={cx(styles.value, selected === undefined && styles.placeholder)}>
            {selected?.label ?? placeholder}
          </span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className={styles.list}
          hidden={!open || options.length === 0}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              className={cx(styles.option, index === activeIndex && styles.active)}
              // Keeps focus on the button, so choosing with the mouse does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => choose(index)}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              {option.description !== undefined && (
                <span className={styles.optionDescription}>{option.description}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
