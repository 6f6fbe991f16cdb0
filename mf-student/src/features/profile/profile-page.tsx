import { RemoteParcel } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { PageHeader } from '@studydesk/shared/ui';
import styles from './profile-page.module.css';

/** /student/profile: mf-auth's profile form, as on every role's profile page. */
export function ProfilePage() {
  const t = useT();
  return (
    <section className={styles.page}>
      <PageHeader title={t('Profile')} />
      <RemoteParcel id="mf_auth/profile-form" />
    </section>
  );
}
