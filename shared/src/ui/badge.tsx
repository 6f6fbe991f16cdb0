import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx(styles.badge, styles[tone], className)} />;
}
