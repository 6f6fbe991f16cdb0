import type { OwnPlanDto } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { textStyles } from '@studydesk/shared/ui';

/** Plan's Details at a glance: teachers, code, kind and the next lesson. */
export function PlanFacts({ plan }: { plan: OwnPlanDto }) {
  const t = useT();
  const zone = useSiteTimeZone();
  return (
    <dl className={textStyles.facts}>
      <div>
        <dt>{plan.teachers.length > 1 ? t('Teachers') : t('Teacher')}</dt>
        <dd>{plan.teachers.map((teacher) => displayName(teacher)).join(', ') || '—'}</dd>
      </div>
      <div>
        <dt>{t('Code')}</dt>
        <dd>{plan.code}</dd>
      </div>
      <div>
        <dt>{t('Plan')}</dt>
        <dd>{plan.isGroup ? t('Group lessons') : t('One-to-one lessons')}</dd>
      </div>
      <div>
        <dt>{t('Next lesson')}</dt>
        <dd data-testid="next-lesson">{plan.nextLesson ? formatDateTime(plan.nextLesson, zone) : t('None planned')}</dd>
      </div>
    </dl>
  );
}
