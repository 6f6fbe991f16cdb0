import { declarePersonalData } from '../../privacy/declaration';

/**
 * The school glossary is the school's, not a person's: a term and its meaning stay when the
 * teacher or admin who last wrote them is erased, without their id.
 */
export const retentionPersonalData = declarePersonalData({
  module: 'retention',
  tables: [{ table: 'school_glossary', refs: { updated_by: 'clear' }, export: 'csv' }],
});
