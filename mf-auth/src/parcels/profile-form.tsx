import { createRemoteLifecycles, type ProfileFormParcelProps } from '@studydesk/shared/federation';
import { ProfileForm } from '../features/profile';

// mf_auth/profile-form: the profile form every role's profile page mounts. It reads the
// signed-in user from the session bus, so it needs no props.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<ProfileFormParcelProps>(ProfileForm);
