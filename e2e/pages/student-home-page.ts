import { RemoteScreen } from './remote-screen';

/** /student/home (mf_student): the student's study plan. */
export class StudentHomePage extends RemoteScreen {
  readonly path = '/student/home';
  override readonly title = /study plan/i;
}
