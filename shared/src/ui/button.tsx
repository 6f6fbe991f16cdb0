import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** shows a spinner, keeps the width, and ignores clicks until the work ends */
  loading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  iconStart,
  iconEnd,
  fullWidth,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles[variant], size !== 'md' && styles[size], fullWidth && styles.fullWidth, className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading: a disabled button drops focus.
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <span className={cx(styles.content, loading && styles.hiddenContent)}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading ? (
        <span className={styles.busy}>
          <Spinner size="sm" />
        </span>
      ) : null}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'iconStart' | 'iconEnd' | 'fullWidth' | 'aria-label'> {
  /** required: an icon alone says nothing to a screen reader; also the tooltip */
  'aria-label': string;
  /** the icon */
  children: ReactNode;
}

export function IconButton({ variant = 'ghost', className, title, ...rest }: IconButtonProps) {
  return <Button {...rest} variant={variant} title={title ?? rest['aria-label']} className={cx(styles.icon, className)} />;
}
