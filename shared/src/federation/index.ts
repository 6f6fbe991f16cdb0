export { AreaError } from './area-error';
export { createRemoteLifecycles } from './create-remote-app';
export type { RemoteAppProps } from './create-remote-app';
export type { LoadRemote } from './remote-context';
export { ProfilePage } from './profile-page';
export { RemoteParcel } from './remote-parcel';
export type {
  CalendarParcelProps,
  LessonHistoryParcelProps,
  ProfileFormParcelProps,
  PersonalDataParcelProps,
  ProgressParcelProps,
  StudyPlanViewParcelProps,
} from './parcels';
export { usePathname } from './use-pathname';
