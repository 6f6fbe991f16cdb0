import type { ReactNode } from 'react';

export interface FactProps {
  /** the fact's name */
  label: ReactNode;
  children: ReactNode;
  /** data-testid of the value */
  testId?: string;
}

/** One short fact of a `<dl className={textStyles.facts}>`: its name and value. */
export function Fact({ label, children, testId }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
