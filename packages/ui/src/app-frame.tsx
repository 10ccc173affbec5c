import type { ReactNode } from 'react';
import { cx } from './class-names';
import theme from './theme.module.css';

export type FrameWidth = 'mobile' | 'wide';

/** The themed frame a micro-frontend renders inside: mobile width, or wide for the back-office. */
export function AppFrame({
  children,
  className,
  width = 'mobile',
}: {
  children: ReactNode;
  className?: string;
  width?: FrameWidth;
}) {
  return (
    <div className={cx(theme.theme, theme.frame, width === 'wide' && theme.wide, className)}>{children}</div>
  );
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
