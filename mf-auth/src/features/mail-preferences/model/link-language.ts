/**
 * The language an opt-out page switches to (issue 47 item 17): a recipient who is signed out
 * reads it in the language of the account the link belongs to; signed in, the session's
 * language stays. Null when nothing changes.
 */
export function linkLanguageToAdopt(isLoggedIn: boolean, current: string, owner: string | undefined): string | null {
  if (isLoggedIn || !owner || owner === current) return null;
  return owner;
}
