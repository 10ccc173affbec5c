import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'medium' | 'small' | 'icon';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The button look, for links that must look like buttons (router links, anchors). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonStyle = {}): string {
  return cx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    size === 'icon' && styles.icon,
    fullWidth && styles.fullWidth,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {}

export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={cx(buttonClassName({ variant, size, fullWidth }), className)} {...rest} />
  );
}
