import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabDefinition {
  id: string;
  label: string;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabDefinition[];
  defaultTabId?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected one is in the tab order. */
export function Tabs({ label, tabs, defaultTabId }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(defaultTabId ?? tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (tab === undefined) return;
    setSelectedId(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
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
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected?.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelectedId(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {selected !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
          className={styles.panel}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
