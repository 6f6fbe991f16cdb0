import { Link } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { homePath } from '@studydesk/shared/routes';
import { displayName } from '@studydesk/shared/text';
import { PageHeader, textStyles } from '@studydesk/shared/ui';
import { useLinkedStudents } from '../../guardian-home';

/** A guardian's view of a student (docs/product-rules.md#r-guard-2): whose page it is, and the way back to all their students. */
export function StudentHeader({ studentId, subtitle, className }: { studentId: number; subtitle?: string; className?: string }) {
  const t = useT();
  const students = useLinkedStudents();
  const student = students.data?.find((candidate) => candidate.id === studentId);
  return (
    <PageHeader
      title={student ? t('Study plan of {name}', { name: displayName(student) }) : t('Study plan')}
      subtitle={subtitle}
      className={className}
      actions={
        <Link to={homePath('guardian')} className={textStyles.link}>
          {t('All my students')}
        </Link>
      }
    />
  );
}
