import { useSearchParams } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { teachingTimeMonthParam } from '@studydesk/shared/routes';
import { Page, PageHeader } from '@studydesk/shared/ui';
import { Tabs } from '../../components/tabs';
import { TeachingTimeReport } from '../teaching-time';
import { PeopleList } from './components/people-list';

/** /admin/students */
export function StudentsPage() {
  const t = useT();
  return (
    <Page>
      <PeopleList profile="student" label={t('Students')} pageTitle={t('Students')} />
    </Page>
  );
}

/** /admin/admins: admins manage admins too; the server keeps at least one active. */
export function AdminsPage() {
  const t = useT();
  return (
    <Page>
      <PageHeader title={t('Admins')} />
      <PeopleList profile="admin" label={t('Admins')} />
    </Page>
  );
}

type TeachersTab = 'teachers' | 'teaching-time';

/** /admin/teachers: the teachers list and, in a second tab, the teaching-time report. */
export function TeachersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const selected: TeachersTab = params.get('tab') === 'teaching-time' ? 'teaching-time' : 'teachers';
  // a lesson history links back to the report on its month
  const month = teachingTimeMonthParam(params.get('month'));
  return (
    <Page>
      <PageHeader title={t('Teachers')} />
      <Tabs<TeachersTab>
        label={t('Teachers')}
        selected={selected}
        onSelect={(tab) => setParams(tab === 'teachers' ? {} : { tab }, { replace: true })}
        tabs={[
          { key: 'teachers', label: t('Teachers'), panel: <PeopleList profile="teacher" label={t('Teachers')} /> },
          { key: 'teaching-time', label: t('Teaching time'), panel: <TeachingTimeReport initialMonth={month} /> },
        ]}
      />
    </Page>
  );
}
