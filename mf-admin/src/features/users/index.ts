// The users list call, below both features that page through users: the people lists
// and the study-plan form's teacher and student pickers (which the people lists open).
export { listUsers } from './api/list-users';
