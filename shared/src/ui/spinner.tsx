import { useT } from '@studydesk/shared/i18n';
import { cx } from './class-names';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** spoken text; 'Loading' by default. Pass null inside a control that already says it is busy. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const t = useT();
  const text = label === undefined ? t('Loading') : label;
  if (text === null) return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
