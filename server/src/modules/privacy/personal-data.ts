import { declarePersonalData } from '../../privacy/declaration';

/**
 * The requests about a person and the audit trail name them only by a pseudonymous label;
 * they stay, as the record that the request was answered (docs/product-rules.md#r-privacy-6).
 */
export const privacyPersonalData = declarePersonalData({
  module: 'privacy',
  tables: [
    {
      table: 'privacy_requests',
      refs: { person_id: 'keep', requested_by: 'keep', decided_by: 'keep' },
      // a pseudonymous label from the start ("Student 4F2A"), never the person's name
      describes: { person_label: 'keep' },
      export: 'csv',
    },
    { table: 'privacy_audit', refs: { actor_id: 'keep' }, export: 'csv' },
  ],
  notPersonal: { 'privacy_requests.file_name': "an export's random file name" },
});
