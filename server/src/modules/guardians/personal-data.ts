import { declarePersonalData } from '../../privacy/declaration';

/** Guardian links end with an erasure of either side (docs/product-rules.md#r-privacy-3). */
export const guardiansPersonalData = declarePersonalData({
  module: 'guardians',
  tables: [{ table: 'guardian_students', refs: { guardian_id: 'delete', student_id: 'delete' }, export: 'csv' }],
});
