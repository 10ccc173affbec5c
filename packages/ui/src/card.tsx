import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './card.module.css';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.card, className)} {...rest} />;
}

/** A card heading; `level` keeps the page outline right wherever the card sits. */
export function CardTitle({
  level = 2,
  children,
  id,
}: {
  level?: 1 | 2 | 3;
  children: ReactNode;
  id?: string;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={styles.title}>
      {children}
    </Heading>
  );
}

export function CardDescription({ children }: { children: ReactNode }) {
  return <p className={styles.description}>{children}</p>;
}
