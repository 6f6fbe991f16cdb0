import { Value } from '@sinclair/typebox/value';
import { AbsenceRules, DEFAULT_ABSENCE_RULES, DEFAULT_PAY_POLICY, PayPolicy, type AbsenceRule } from '@studydesk/shared/contracts';
import { DEFAULT_TIME_ZONE } from '@studydesk/shared/dates';
import { boundedMemo } from '../../bounded-memo';

/**
 * `name` as the zone to store, or null when it is no time zone at all. The name the
 * admin chose is kept (ICU would turn Asia/Kolkata into its old alias Asia/Calcutta, a
 * name the browser's list may not show); only its letter case is fixed when the runtime
 * knows a spelling (europe/london → Europe/London).
 */
export function canonicalTimeZone(name: string): string | null {
  return canonical(name);
}

// asked on every request that shows a date: the answer for a name never changes. Names
// come from admins and stored settings, a handful; the cap keeps any flood out
const canonical = boundedMemo(1000, (name: string) => resolveTimeZone(name));

function resolveTimeZone(name: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const lower = name.toLowerCase();
  if (resolved.toLowerCase() === lower) return resolved;
  return knownZones().find((zone) => zone.toLowerCase() === lower) ?? name;
}

let zones: string[] | null = null;
function knownZones(): string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone')];
  return zones;
}

/** The stored zone as every date is shown in; the default (UTC) when unset or unknown to this runtime. */
export function timeZoneOrDefault(stored: string | null | undefined): string {
  return (stored ? canonicalTimeZone(stored) : null) ?? DEFAULT_TIME_ZONE;
}

/** The stored policy, or the default one when unset or no longer valid (docs/product-rules.md#r-pay-1). */
export function payPolicyOrDefault(stored: string | null | undefined): PayPolicy {
  if (!stored) return DEFAULT_PAY_POLICY;
  try {
    const candidate: unknown = JSON.parse(stored);
    return Value.Check(PayPolicy, candidate) ? candidate : DEFAULT_PAY_POLICY;
  } catch {
    return DEFAULT_PAY_POLICY;
  }
}

/** The stored absence rules, or the default ones when unset or no longer valid (docs/product-rules.md#r-absence-2). */
export function absenceRulesOrDefault(stored: string | null | undefined): readonly AbsenceRule[] {
  if (!stored) return DEFAULT_ABSENCE_RULES;
  try {
    const candidate: unknown = JSON.parse(stored);
    const rules = { rules: candidate };
    return Value.Check(AbsenceRules, rules) ? rules.rules : DEFAULT_ABSENCE_RULES;
  } catch {
    return DEFAULT_ABSENCE_RULES;
  }
}

let currencies: Set<string> | null = null;
/** An ISO 4217 code this runtime knows (the schema only checks its shape). */
export function isKnownCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}
