import { Link, useParams, useSearchParams } from 'react-router-dom';
import { RemoteParcel } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { EmptyState, Page, PageHeader } from '@studydesk/shared/ui';

/** /admin/teachers/{teacherId}/calendar: one teacher's lessons, from the teachers list. */
export function TeacherCalendarPage() {
  const t = useT();
  const { teacherId } = useParams();
  const [search] = useSearchParams();
  const id = Number(teacherId);
  const name = search.get('name');
  return (
    <Page as="div">
      <PageHeader
        title={name ? `${t('Calendar')} · ${name}` : t('Calendar')}
        actions={<Link to={PATHS.admin.teachers}>{t('Teachers')}</Link>}
      />
      {Number.isInteger(id) && id > 0 ? (
        <RemoteParcel id="mf_calendar/calendar" parcelProps={{ scope: { kind: 'teacher', teacherId: id } }} />
      ) : (
        <EmptyState title={t('This teacher does not exist')} />
      )}
    </Page>
  );
}
