import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './badge.module.css';

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'destructive' | 'outline';

export function Badge({ variant = 'neutral', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return <span className={cx(styles.badge, styles[variant])}>{children}</span>;
}
