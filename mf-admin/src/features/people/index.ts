export { AdminsPage, StudentsPage, TeachersPage } from './people-page';
export { listUsers } from './api/list-users';
