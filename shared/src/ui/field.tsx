import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';
import { FormError } from './form-layout';
import visuallyHidden from './visually-hidden.module.css';

/** What every field takes beside its control's own props. */
export interface FieldProps {
  label: ReactNode;
  /** keeps the label for screen readers but does not show it (a toolbar with its own context) */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** shown under the control; the value the user typed stays (spec: errors keep input) */
  error?: ReactNode;
  fieldSize?: 'sm' | 'md';
  className?: string;
}

/** What the frame gives its control: the id its label points at, and the aria wiring of the hint and the error. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  id?: string;
  /** the control's own aria-describedby, kept beside the hint and the error */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around one control, wired with id / aria-describedby. */
export function FieldFrame({ label, hideLabel, hint, error, required, size = 'md', className, id, describedBy: own, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = cx(errorId, hintId, own) || undefined;
  return (
    <div className={cx(styles.field, size === 'sm' && styles.sm, className)}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden.hidden : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id: controlId, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FormError kind="field" id={errorId} message={error} />
    </div>
  );
}

/**
 * A field component's props split into its frame's and its control's:
 * `const [frame, input] = splitFieldProps(props)`, then
 * `<FieldFrame {...frame}>{(control) => <input {...input} {...control} />}</FieldFrame>`.
 */
export function splitFieldProps<P extends FieldProps & { id?: string; required?: boolean; 'aria-describedby'?: string }>(
  props: P,
): [Omit<FieldFrameProps, 'children'>, Omit<P, keyof FieldProps | 'id' | 'required'>] {
  const { label, hideLabel, hint, error, fieldSize, className, id, required, ...control } = props;
  return [{ label, hideLabel, hint, error, size: fieldSize, className, id, required, describedBy: props['aria-describedby'] }, control];
}

export { styles as fieldStyles };
