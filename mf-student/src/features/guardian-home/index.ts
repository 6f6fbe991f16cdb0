export { GuardianHomePage } from './guardian-home-page';
export { useLinkedStudents } from './model/use-linked-students';
