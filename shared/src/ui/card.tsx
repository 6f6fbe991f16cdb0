import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './card.module.css';
import { textStyles } from './text-styles';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title?: ReactNode;
  actions?: ReactNode;
  /** inner padding; off for content that brings its own (a table) */
  padded?: boolean;
}

/** A surface for one block of content; a titled card is a labelled region. */
export function Card({ title, actions, padded = true, className, children, ...rest }: CardProps) {
  const titleId = useId();
  return (
    <section {...rest} className={cx(styles.card, className)} aria-labelledby={title ? titleId : rest['aria-labelledby']}>
      {title || actions ? (
        <header className={styles.header}>
          {title ? (
            <h2 id={titleId} className={textStyles.heading}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      <div className={padded ? styles.padded : undefined}>{children}</div>
    </section>
  );
}
