import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './tabs.module.css';

export interface TabDefinition {
  id: string;
  label: string;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
  /** Shown but not selectable (announced as unavailable); arrow keys pass over it. */
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabDefinition[];
  defaultTabId?: string;
  /** Called with the newly selected tab's id. */
  onChange?: (tabId: string) => void;
  /** Tabs that do not fit wrap onto another row instead of scrolling sideways (wide screens). */
  wrap?: boolean;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between the enabled tabs; only the selected one is in
 * the tab order. Every enabled tab has its panel element (hidden unless selected) so each tab's
 * aria-controls names an element, while only the selected panel renders its content.
 */
export function Tabs({ label, tabs, defaultTabId, onChange, wrap = false }: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((tab) => tab.disabled !== true);
  const [selectedId, setSelectedId] = useState(defaultTabId ?? enabled[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = enabled.find((tab) => tab.id === selectedId) ?? enabled[0];

  const choose = (tab: TabDefinition) => {
    if (tab.disabled === true) return;
    if (tab.id !== selected?.id) onChange?.(tab.id);
    setSelectedId(tab.id);
  };

  const select = (index: number) => {
    const tab = enabled[(index + enabled.length) % enabled.length];
    if (tab === undefined) return;
    choose(tab);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, tab: TabDefinition) => {
    const index = enabled.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={cx(styles.list, wrap && styles.wrap)}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected?.id}
            aria-controls={tab.disabled === true ? undefined : `${baseId}-panel-${tab.id}`}
            aria-disabled={tab.disabled === true ? true : undefined}
            tabIndex={tab.id === selected?.id ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab)}
            onKeyDown={(event) => onKeyDown(event, tab)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {enabled.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected?.id}
          className={styles.panel}
        >
          {tab.id === selected?.id && tab.content}
        </div>
      ))}
    </div>
  );
}
