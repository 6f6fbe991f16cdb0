import type { Kysely, Migration } from 'kysely';

/**
 * A person's picture is stored as its file name in DATA_DIR/uploads and answered as a
 * site-relative URL. Older rows may hold the absolute URL they were once answered with
 * (`http://host/uploads/<name>`), which breaks on any other address of the school and
 * after a change of PUBLIC_URL: keep only the file name.
 */
export const pictureFileNamesMigration: Migration = {
  async up(db: Kysely<any>) {
    const rows: Array<{ id: number; profile_pic: string }> = await db
      .selectFrom('users')
      .select(['id', 'profile_pic'])
      .where('profile_pic', 'like', '%/%')
      .execute();
    for (const row of rows) {
      await db.updateTable('users').set({ profile_pic: pictureFileName(row.profile_pic) }).where('id', '=', row.id).execute();
    }
  },
  async down() {},
};

/** The file name in a stored picture URL (its last path segment, decoded); null when there is none. */
function pictureFileName(stored: string): string | null {
  let path = stored;
  try {
    path = new URL(stored, 'http://localhost').pathname;
  } catch {
    // not a URL: take the text after its last slash
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // a malformed escape: keep it as it is
  }
  return name === '' || name.includes('/') ? null : name;
}
