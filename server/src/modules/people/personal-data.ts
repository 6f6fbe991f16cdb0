import { declarePersonalData } from '../../privacy/declaration';

/**
 * A person's own row: erasing keeps it (other rows point at it) but replaces everything that
 * names them by a pseudonym, and ends their sign-in (docs/product-rules.md#r-privacy-3).
 */
export const peoplePersonalData = declarePersonalData({
  module: 'people',
  tables: [
    {
      table: 'users',
      refs: { id: 'keep' },
      describes: {
        email: 'pseudonymise',
        first_name: 'pseudonymise',
        last_name: 'pseudonymise',
        title: 'pseudonymise',
        search_text: 'pseudonymise',
        profile_pic: 'pseudonymise',
        birth_date: 'pseudonymise',
        password_hash: 'pseudonymise',
      },
      export: 'json',
      secret: ['password_hash', 'search_text'],
    },
  ],
});
