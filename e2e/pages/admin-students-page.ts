import { AdminPeopleScreen } from './admin-people-page';

/** /admin/students (mf_admin): most recent lesson first. */
export class AdminStudentsPage extends AdminPeopleScreen {
  readonly path = '/admin/students';
  override readonly title = 'Students';
}
