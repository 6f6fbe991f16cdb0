/** The fields names are built from; every user-like record of the API has them. */
export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function firstCharacter(word: string): string {
  // Array.from walks code points, so an initial is never half of a surrogate pair.
  return Array.from(word)[0] ?? '';
}

/** A user's name; the title when first and last name are both empty (docs/product-rules.md#r-user-1). */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return '';
  const name = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
  return name || clean(user.title);
}

/**
 * The initials shown without a picture (docs/product-rules.md#r-user-1): first letters of the first and
 * last name; from the title's first two words when both names are empty; '?' for nobody.
 */
export function initials(user: NamedUser | null | undefined): string {
  if (!user) return '?';
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  const words = first || last ? [first, last].filter(Boolean) : clean(user.title).split(/\s+/).filter(Boolean).slice(0, 2);
  const letters = words.map(firstCharacter).join('');
  return letters ? letters.toLocaleUpperCase() : '?';
}
