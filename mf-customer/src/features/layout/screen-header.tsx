import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './screen-header.module.css';

/** A screen's title bar with its back link; the title is the page's main heading. */
export function ScreenHeader({
  title,
  backTo,
  actions,
}: {
  title: string;
  backTo: string;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <Link to={backTo} className={styles.back} aria-label="Back">
        <span aria-hidden="true">←</span>
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
