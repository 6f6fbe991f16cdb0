import { isInstantInRange } from '@studydesk/shared/contracts';

/*
 * The texts given lately, by instant. Every list answer writes the same starts, ends and
 * changes again on each call (a study-plan view page some sixty), and toISOString costs
 * about a microsecond where a lookup costs a twentieth of that. Emptied when full, so it
 * stays bounded.
 */
const recentTexts = new Map<number, string>();
export const MAX_RECENT_INSTANTS = 20_000;

/**
 * A stored instant (epoch ms, as either engine returns it) as the API sends it, or null
 * when there is none or it lies outside the years the API accepts. Rows written before
 * dates were bounded may hold such values; reading them must never fail a whole answer
 * (the contract's Instant refuses the text, and years past 9999 have no plain ISO form).
 */
export function instantToIso(ms: number | string | bigint | null | undefined): string | null {
  if (ms === null || ms === undefined) return null;
  const value = Number(ms);
  const known = recentTexts.get(value);
  if (known !== undefined) return known;
  if (!isInstantInRange(value)) return null;
  const text = new Date(value).toISOString();
  if (recentTexts.size >= MAX_RECENT_INSTANTS) recentTexts.clear();
  recentTexts.set(value, text);
  return text;
}
