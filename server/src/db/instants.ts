import { isInstantInRange } from '@studydesk/shared/contracts';

/**
 * A stored instant (epoch ms, as either engine returns it) as the API sends it, or null
 * when there is none or it lies outside the years the API accepts. Rows written before
 * dates were bounded may hold such values; reading them must never fail a whole answer
 * (the response schema would refuse the text, and years past 9999 have no plain ISO form).
 */
export function instantToIso(ms: number | string | bigint | null | undefined): string | null {
  if (ms === null || ms === undefined) return null;
  const value = Number(ms);
  return isInstantInRange(value) ? new Date(value).toISOString() : null;
}
