import type { ReactNode } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Page, PageHeader } from '@studydesk/shared/ui/core';
import { PROFILE_FORM_PARCEL } from './parcels';
import { RemoteParcel } from './remote-parcel';

/**
 * Every role's profile page (/admin/profile, /teacher/profile, /student/profile): the profile
 * form parcel, then what the role's remote adds below it (a teacher's pay).
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Page>
      <PageHeader title={t('Profile')} />
      <RemoteParcel id={PROFILE_FORM_PARCEL} />
      {children}
    </Page>
  );
}
