import type { ReactNode } from 'react';
import { cx } from './class-names';
import theme from './theme.module.css';

/** The themed, mobile-width frame a micro-frontend renders inside. */
export function AppFrame({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(theme.theme, theme.frame, className)}>{children}</div>;
}

/** Content for screen readers only; `as` keeps the document outline when it is a heading. */
export function VisuallyHidden({
  children,
  as: Element = 'span',
}: {
  children: ReactNode;
  as?: 'span' | 'h1' | 'h2';
}) {
  return <Element className={theme.visuallyHidden}>{children}</Element>;
}
