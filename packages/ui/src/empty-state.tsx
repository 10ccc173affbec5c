import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing: an icon, a title, one line of help and the way forward. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      {icon !== undefined && <span className={styles.icon}>{icon}</span>}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
