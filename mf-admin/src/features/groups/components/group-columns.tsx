import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StudyPlanOrderBy, StudyPlanRow } from '@studydesk/shared/contracts';
import type { t as translate } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { studyPlanPath } from '@studydesk/shared/routes';
import { Avatar, Button, cx, type DataTableColumn, layoutStyles, type SortOption, textStyles, VisuallyHidden } from '@studydesk/shared/ui';
import { shortTeacherList } from '../model/teacher-names';
import styles from './groups.module.css';

type T = typeof translate;

export function groupSortOptions(t: T): SortOption<StudyPlanOrderBy>[] {
  return [
    { value: 'createdAt', label: t('Date added') },
    { value: 'title', label: t('Title') },
    { value: 'code', label: t('Code') },
    { value: 'teacherLastName', label: t('Teacher') },
    { value: 'members', label: t('Members') },
  ];
}

export function groupColumns(t: T, openMembers: (group: StudyPlanRow) => void, actions: (group: StudyPlanRow) => ReactNode): DataTableColumn<StudyPlanRow, StudyPlanOrderBy>[] {
  return [
    {
      id: 'title',
      header: t('Group'),
      primary: true,
      sortKey: 'title',
      cell: (group) => (
        <span className={layoutStyles.stack}>
          <Link className={textStyles.link} to={studyPlanPath('admin', group.id, { title: group.title })}>
            {group.title}
          </Link>
          <span className={textStyles.muted}>{group.code}</span>
        </span>
      ),
    },
    { id: 'level', header: t('Level'), cell: (group) => group.level ?? '—', hideOnPhone: true },
    {
      id: 'teacher',
      header: t('Teacher'),
      sortKey: 'teacherLastName',
      cell: (group) => {
        // every teacher (co-teachers too), the first with their picture
        const { shown, hidden } = shortTeacherList(group.teachers.map((teacher) => displayName(teacher)));
        const first = group.teachers[0];
        if (!first || shown.length === 0) return t('No teacher yet');
        return (
          <span className={cx(layoutStyles.row, styles.teacher)} title={[...shown, ...hidden].join(', ')}>
            <Avatar user={first} src={first.profilepic} size="sm" />
            <span>
              {shown.join(', ')}
              {hidden.length > 0 ? (
                <>
                  {' '}
                  <span className={textStyles.muted} aria-hidden="true">
                    +{hidden.length}
                  </span>
                  <VisuallyHidden>{`, ${hidden.join(', ')}`}</VisuallyHidden>
                </>
              ) : null}
            </span>
          </span>
        );
      },
    },
    {
      id: 'members',
      header: t('Members'),
      sortKey: 'members',
      cell: (group) => (
        <Button size="sm" variant="ghost" className={styles.membersButton} onClick={() => openMembers(group)}>
          {t('{count, plural, one {# member} other {# members}}', { count: group.student })}
        </Button>
      ),
    },
    { id: 'actions', header: t('Actions'), align: 'end', cell: actions },
  ];
}
