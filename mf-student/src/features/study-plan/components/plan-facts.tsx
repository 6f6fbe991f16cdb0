import type { OwnPlanDto } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Fact, textStyles } from '@studydesk/shared/ui';

/** Plan's Details at a glance: teachers, code, kind and the next lesson. */
export function PlanFacts({ plan }: { plan: OwnPlanDto }) {
  const t = useT();
  const zone = useSiteTimeZone();
  return (
    <dl className={textStyles.facts}>
      <Fact label={plan.teachers.length > 1 ? t('Teachers') : t('Teacher')}>{plan.teachers.map((teacher) => displayName(teacher)).join(', ') || '—'}</Fact>
      <Fact label={t('Code')}>{plan.code}</Fact>
      <Fact label={t('Plan')}>{plan.isGroup ? t('Group lessons') : t('One-to-one lessons')}</Fact>
      <Fact label={t('Next lesson')} testId="next-lesson">{plan.nextLesson ? formatDateTime(plan.nextLesson, zone) : t('None planned')}</Fact>
    </dl>
  );
}
