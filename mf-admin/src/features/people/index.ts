export { AdminsPage, StudentsPage, TeachersPage } from './people-page';
