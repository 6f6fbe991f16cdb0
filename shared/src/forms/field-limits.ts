import type { TSchema } from '@sinclair/typebox';
import { formatNumber, message, msg, type Message } from '@studydesk/shared/i18n';

/**
 * The limits of one field as the contract states them (TypeBox schemas are JSON Schema),
 * so a form knows them before sending instead of repeating the numbers: `maxLength` and
 * `minLength` for text, `min`, `max` and `step` for numbers (the names of the input
 * attributes they become).
 */
export interface FieldLimits {
  maxLength?: number;
  minLength?: number;
  min?: number;
  max?: number;
  step?: number;
}

type JsonSchema = { anyOf?: JsonSchema[]; type?: string; properties?: Record<string, JsonSchema> } & Record<string, unknown>;

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The schema itself, or the non-null member of a `Nullable(…)` union. */
function valueSchema(schema: JsonSchema): JsonSchema {
  const members = schema.anyOf?.filter((member) => member.type !== 'null');
  return members && members.length === 1 ? valueSchema(members[0]) : schema;
}

export function limitsOf(schema: TSchema): FieldLimits {
  const s = valueSchema(schema as unknown as JsonSchema);
  const limits: FieldLimits = {
    maxLength: num(s.maxLength),
    minLength: num(s.minLength),
    min: num(s.minimum),
    max: num(s.maximum),
    step: num(s.multipleOf),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)) as FieldLimits;
}

/** The limits of `field` in an object schema (a request body of the contract). */
export function fieldLimits(objectSchema: TSchema, field: string): FieldLimits {
  const property = (objectSchema as unknown as JsonSchema).properties?.[field];
  if (!property) throw new Error(`The schema has no field ${field}`);
  return limitsOf(property as unknown as TSchema);
}

/** Sentences for each limit; each number is shown in the user's language. */
export const LIMIT_MESSAGES = {
  required: msg('Fill in this field.'),
  maxLength: msg('{limit, plural, one {Use at most # character.} other {Use at most # characters.}}'),
  minLength: msg('{limit, plural, one {Use at least # character.} other {Use at least # characters.}}'),
  max: msg('Enter {limit} or less.'),
  min: msg('Enter {limit} or more.'),
  below: msg('Enter less than {limit}.'),
  above: msg('Enter more than {limit}.'),
  step: msg('Use steps of {step}.'),
  number: msg('Enter a number.'),
  invalid: msg('This value is not valid.'),
} as const;

/** A number within a sentence: in the user's language (8 → "8", 0.5 → "0,5" in German). */
const shown = (value: number) => formatNumber(value, { maximumFractionDigits: 4 });

type LimitKind = 'maxLength' | 'minLength' | 'max' | 'min' | 'below' | 'above' | 'step';

/** The sentence for one broken limit ("Enter 8 or less.", "Use at most 200 characters."). */
export function limitMessage(kind: LimitKind, limit: number): Message {
  if (kind === 'minLength' && limit === 1) return message(LIMIT_MESSAGES.required);
  if (kind === 'maxLength' || kind === 'minLength') return message(LIMIT_MESSAGES[kind], { limit });
  if (kind === 'step') return message(LIMIT_MESSAGES.step, { step: shown(limit) });
  return message(LIMIT_MESSAGES[kind], { limit: shown(limit) });
}

/** Whether `value` is a whole number of steps (0.5 → 1.5 yes, 1.25 no), allowing float noise. */
function onStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/**
 * What is wrong with a value the contract would refuse, as a message for the field; null
 * when the server will take it. Checks the limits only (lengths, range, steps), which is
 * what a person can get wrong by typing.
 */
export function limitProblem(limits: FieldLimits, value: string | number): Message | null {
  if (typeof value === 'string') {
    const length = [...value].length;
    if (limits.minLength !== undefined && length < limits.minLength) return limitMessage('minLength', limits.minLength);
    if (limits.maxLength !== undefined && length > limits.maxLength) return limitMessage('maxLength', limits.maxLength);
    return null;
  }
  if (!Number.isFinite(value)) return message(LIMIT_MESSAGES.number);
  if (limits.min !== undefined && value < limits.min) return limitMessage('min', limits.min);
  if (limits.max !== undefined && value > limits.max) return limitMessage('max', limits.max);
  if (limits.step !== undefined && !onStep(value, limits.step)) return limitMessage('step', limits.step);
  return null;
}
