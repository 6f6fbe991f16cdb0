import { RemoteScreen } from './remote-screen';

/** /student/home (mf_student): the student's study plan. */
export class StudentHomePage extends RemoteScreen {
  readonly path = '/student/home';
  readonly remote = 'mf_student' as const;
  override readonly title = /study plan/i;
}
