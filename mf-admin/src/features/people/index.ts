export { AdminsPage, StudentsPage, TeachersPage } from './people-page';
export { PeopleList } from './components/people-list';
