import { Link } from 'react-router-dom';
import type { OwnPlanDto } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { studyPlanPath } from '@studydesk/shared/routes';
import { cx, layoutStyles, textStyles } from '@studydesk/shared/ui';
import styles from '../study-plan-page.module.css';

/** A student's plans (individual and group), each at its own URL; the shown one is current. `studentId`: a guardian's view of that student. */
export function PlanSwitcher({ plans, current, studentId }: { plans: readonly OwnPlanDto[]; current: number; studentId?: number }) {
  const t = useT();
  return (
    <nav className={styles.switcher} aria-label={studentId === undefined ? t('Your study plans') : t('Study plans')}>
      {plans.map((plan) => (
        <Link
          key={plan.id}
          to={studentId === undefined ? studyPlanPath('student', plan.id) : studyPlanPath('guardian', plan.id, { studentId })}
          className={cx(layoutStyles.stack, styles.planLink)}
          aria-current={plan.id === current ? 'page' : undefined}
        >
          <span className={styles.planTitle}>{plan.title}</span>
          <span className={textStyles.muted}>{plan.isGroup ? t('Group') : t('Individual')}</span>
        </Link>
      ))}
    </nav>
  );
}
