import { sql } from 'kysely';
import { declarePersonalData } from '../../privacy/declaration';

/** The school's settings name one person by address: the retention manager, whose address an erasure blanks. */
export const siteSettingsPersonalData = declarePersonalData({
  module: 'site-settings',
  tables: [
    {
      table: 'site_settings',
      describes: { retention_manager_email: 'blank' },
      about: { rows: (person) => sql<boolean>`retention_manager_email = ${person.email}`, erase: 'keep' },
      export: 'none',
    },
  ],
  notPersonal: { 'site_settings.school_name': "the school's name" },
});
