import type { ReactNode } from 'react';
import type { PayRate, RateKind } from '@studydesk/shared/contracts';
import { formatMoney, useT } from '@studydesk/shared/i18n';
import { layoutStyles } from './layout-styles';
import styles from './pay.module.css';

export interface PayRateListProps {
  rates: readonly PayRate[];
  currency: string;
  /** what each line offers besides its figures (the admin's Remove); none: read-only */
  action?: (rate: PayRate) => ReactNode;
}

/**
 * A teacher's hourly rates, each with the day it applies from and the plans it is for
 * (docs/product-rules.md#r-pay-3): the admin's rates card and the teacher's own pay show the same lines.
 */
export function PayRateList({ rates, currency, action }: PayRateListProps) {
  const t = useT();
  const kindLabel = (value: RateKind | null) => (value === 'individual' ? t('Individual plans') : value === 'group' ? t('Group plans') : t('All plans'));
  return (
    <ul className={layoutStyles.list} aria-label={t('Rates')}>
      {rates.map((rate) => (
        <li key={rate.id} className={styles.line}>
          <span>
            {t('{amount} per hour from {day}', { amount: formatMoney(rate.amountPerHour, currency), day: rate.effectiveFrom.split('-').reverse().join('/') })} · {kindLabel(rate.kind)}
          </span>
          {action?.(rate)}
        </li>
      ))}
    </ul>
  );
}
