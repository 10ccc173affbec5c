import { useId, useState, type ReactNode } from 'react';
import { Icon } from './icons/icon';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Keeps the page outline right wherever the accordion sits. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Disclosure headings of which at most one is open: opening one closes the other, a second tap
 * closes it (WAI-ARIA accordion pattern, buttons inside headings with aria-expanded).
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevron-down" size={18} className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className={styles.panel}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
