import { ProfilePage } from '@studydesk/shared/federation';
import { RemoteRouter } from '@studydesk/shared/router';
import { PATHS } from '@studydesk/shared/routes';
import { LessonHistoryPage } from './features/lesson-history';
import { GroupsPage } from './features/groups';
import { AdminHomePage } from './features/home';
import { AdminsPage, StudentsPage, TeachersPage } from './features/people';
import { SiteSettingsPage } from './features/site-settings';
import { StudyPlanPage } from './features/study-plans';
import { TeacherCalendarPage } from './features/teacher-calendar';
import { TranslationsPage } from './features/translations';
import { GuardiansPage } from './features/guardians';
import { PeopleImportPage } from './features/people-import';
import { OutgoingMailPage } from './features/outgoing-mail';
import { PersonalDataPage } from './features/personal-data';
import { StudentsAtRiskPage } from './features/students-at-risk';
import { SchoolGlossaryPage } from './features/school-glossary';

/** Everything under /admin (docs/product-rules.md#r-route-3 admin routes). */
export function App() {
  return (
    <RemoteRouter
      routes={[
        [PATHS.admin.home, <AdminHomePage />],
        [PATHS.admin.students, <StudentsPage />],
        [PATHS.admin.groups, <GroupsPage />],
        [PATHS.admin.teachers, <TeachersPage />],
        [PATHS.admin.admins, <AdminsPage />],
        [PATHS.admin.siteSettings, <SiteSettingsPage />],
        [PATHS.admin.translations, <TranslationsPage />],
        [PATHS.admin.profile, <ProfilePage />],
        [PATHS.admin.studyPlan, <StudyPlanPage />],
        [PATHS.admin.lessonHistory, <LessonHistoryPage />],
        [PATHS.admin.teacherCalendar, <TeacherCalendarPage />],
        [PATHS.admin.guardians, <GuardiansPage />],
        [PATHS.admin.peopleImport, <PeopleImportPage />],
        [PATHS.admin.outgoingMail, <OutgoingMailPage />],
        [PATHS.admin.personalData, <PersonalDataPage />],
        [PATHS.admin.studentsAtRisk, <StudentsAtRiskPage />],
        [PATHS.admin.glossary, <SchoolGlossaryPage />],
      ]}
    />
  );
}
