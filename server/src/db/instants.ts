import { isInstantInRange } from '@studydesk/shared/contracts';
import { boundedMemo } from '../bounded-memo';

/*
 * Every list answer writes the same starts, ends and changes again on each call (a
 * study-plan view page some sixty), and toISOString costs about a microsecond where a
 * lookup costs a twentieth of that.
 */
export const MAX_RECENT_INSTANTS = 20_000;
const isoText = boundedMemo(MAX_RECENT_INSTANTS, (value: number) => (isInstantInRange(value) ? new Date(value).toISOString() : null));

/**
 * A stored instant (epoch ms, as either engine returns it) as the API sends it, or null
 * when there is none or it lies outside the years the API accepts. Rows written before
 * dates were bounded may hold such values; reading them must never fail a whole answer
 * (the contract's Instant refuses the text, and years past 9999 have no plain ISO form).
 */
export function instantToIso(ms: number | string | bigint | null | undefined): string | null {
  if (ms === null || ms === undefined) return null;
  return isoText(Number(ms));
}
