import { useState } from 'react';
import type { MonthOfYear } from '@studydesk/shared/dates';
import { PayPeriodsCard } from './pay-periods-card';
import { PayRatesCard } from './pay-rates-card';
import styles from './teacher-pay.module.css';

/** An admin's view of one teacher's pay beside their lesson history: rates, open pay, closing, payslips. */
export function TeacherPayPanel({ teacherId, month }: { teacherId: number; month: MonthOfYear | null }) {
  // a rate change re-prices what is open
  const [version, setVersion] = useState(0);
  return (
    <div className={styles.panel}>
      <PayRatesCard teacherId={teacherId} onChanged={() => setVersion((v) => v + 1)} />
      <PayPeriodsCard teacherId={teacherId} month={month} version={version} />
    </div>
  );
}
