import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';

function ProfileForm() {
  const t = useT();
  return <h2>{t('Profile')}</h2>;
}

// The profile form every role's profile page mounts.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(ProfileForm);
