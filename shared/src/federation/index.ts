export { AreaError } from './area-error';
export type { AreaErrorProps } from './area-error';
export { createRemoteLifecycles } from './create-remote-app';
export type { RemoteAppProps, RemoteLifecycleOptions, RemoteProps } from './create-remote-app';
export { RemoteContext, useLoadRemote } from './remote-context';
export type { LoadRemote } from './remote-context';
export { ProfilePage } from './profile-page';
export { RemoteParcel } from './remote-parcel';
export type { RemoteParcelProps } from './remote-parcel';
export type {
  CalendarParcelProps,
  LessonHistoryParcelProps,
  ParcelId,
  ParcelProps,
  ParcelPropsMap,
  ProfileFormParcelProps,
  ProgressParcelProps,
  StudyPlanViewParcelProps,
} from './parcels';
export { usePathname } from './use-pathname';
