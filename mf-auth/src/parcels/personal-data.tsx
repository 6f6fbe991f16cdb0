import { createRemoteLifecycles, type PersonalDataParcelProps } from '@studydesk/shared/federation';
import { PersonalDataCard } from '../features/personal-data';

// mf_auth/personal-data: a person's copy and erasure (docs/product-rules.md#r-privacy-2), mounted
// by the guardian's student cards and the admin's page of a person.
function PersonalDataParcel({ personId }: PersonalDataParcelProps) {
  return <PersonalDataCard personId={personId} own={false} />;
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles<PersonalDataParcelProps>(PersonalDataParcel);
