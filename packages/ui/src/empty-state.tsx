import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing: an icon, a title, one line of help and the way forward. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  /** 3 inside a section that has an h2 of its own. */
  headingLevel?: 2 | 3;
  text: string;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      {icon !== undefined && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
