import type { OpenPayResponse } from '@studydesk/shared/contracts';
import type { LoadedResource } from '@studydesk/shared/data';
import { formatDate } from '@studydesk/shared/dates';
import { formatMoney, formatNumber, useT } from '@studydesk/shared/i18n';
import { useSiteTimeZone } from '@studydesk/shared/time-zone';
import { openPayTotals } from './open-pay-totals';
import styles from './pay.module.css';
import { ResourceContent } from './resource-content';

export interface OpenPaySummaryProps {
  /** the teacher's open pay as loaded (useResource of endpoints.pay.open) */
  open: LoadedResource<OpenPayResponse>;
}

/**
 * What a teacher has earned and not been paid yet, and how many adjustment lines wait for the
 * next closed period (docs/product-rules.md#r-pay-4): the admin's pay card of a teacher and the
 * teacher's own profile show the same line.
 */
export function OpenPaySummary({ open }: OpenPaySummaryProps) {
  return <ResourceContent resource={open}>{(pay) => <OpenPay pay={pay} />}</ResourceContent>;
}

function OpenPay({ pay }: { pay: OpenPayResponse }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const { currency } = pay;
  // "not paid yet" includes what the next period pays besides the open months: adjustments and late lessons
  const { hours, amount, waiting } = openPayTotals(pay);
  return (
    <div data-testid="open-pay">
      <p className={styles.summary}>
        {t('Not paid yet: {hours} h, {amount}', { hours: formatNumber(hours), amount: formatMoney(amount, currency) })}
        {waiting.length > 0 ? ` · ${t('{count, plural, one {# adjustment waits for the next period} other {# adjustments wait for the next period}}', { count: waiting.length })}` : ''}
      </p>
      {waiting.length > 0 ? (
        <ul className={styles.waiting} aria-label={t('Waiting for the next period')}>
          {waiting.map((line) => (
            <li key={line.key} className={styles.line}>
              <span>
                {formatDate(line.at, zone)} · {line.late ? t('Late lesson: {title}', { title: line.label }) : line.label}
              </span>
              <span>
                {t('{hours} h', { hours: formatNumber(line.hours) })} · {formatMoney(line.amount, currency)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Class names of the pay screens: `line`, a label with its figures or actions spread on one line. */
export const payStyles: { line: string } = { line: styles.line };
