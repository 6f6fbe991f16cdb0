import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { ProfileForm } from '../features/profile';

// The profile form every role's profile page mounts (exposed as mf_auth/profile-form).
// It reads the signed-in user from the session bus, so it needs no props.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(ProfileForm);

export { ProfileForm };
