import { Link } from 'react-router-dom';
import type { LinkedStudentDto } from '@studydesk/shared/contracts';
import { RemoteParcel } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { guardianStudentPath } from '@studydesk/shared/routes';
import { displayName } from '@studydesk/shared/text';
import { Avatar, cx, layoutStyles, textStyles } from '@studydesk/shared/ui';
import styles from '../guardian-home.module.css';

/** One link per linked student, to their plans, lessons, calendar and progress, and their data's copy and erasure. */
export function StudentCards({ students }: { students: readonly LinkedStudentDto[] }) {
  const t = useT();
  return (
    <ul className={cx(layoutStyles.list, styles.cards)}>
      {students.map((student) => (
        <li key={student.id}>
          <Link to={guardianStudentPath(student.id)} className={cx(layoutStyles.row, styles.card)}>
            <Avatar user={student} size="md" />
            <span className={layoutStyles.stack}>
              <span className={styles.name}>{displayName(student)}</span>
              <span className={textStyles.muted}>{t('Study plans, lessons, calendar and progress')}</span>
            </span>
          </Link>
          {/* a guardian's copy or erasure of each linked student (docs/product-rules.md#r-privacy-7) */}
          <RemoteParcel id="mf_auth/personal-data" parcelProps={{ personId: student.id }} />
        </li>
      ))}
    </ul>
  );
}
