import { message, type Message } from '@studydesk/shared/i18n';
import { LIMIT_MESSAGES, limitMessage } from './field-limits';

/**
 * A request the server refused against the contract, read back from its `{ message }`:
 * the field it concerns (its path in the body, `lessonLength`, `members.0.feedback`; null
 * when the refusal names none) and a sentence for the person. The server writes these as
 * `Invalid body: <field> <what the schema checker said>`; that wording is for developers
 * and never reaches a person as it is.
 */
export interface ServerRefusal {
  field: string | null;
  problem: Message;
}

const REFUSAL = /^Invalid (?:body|querystring|params|headers|request): (?:([\w.[\]]+) )?(must\b.*)$/;

const COMPARISONS = { '<=': 'max', '>=': 'min', '<': 'below', '>': 'above' } as const;

function problemOf(rule: string): Message {
  let match = /^must be (<=|>=|<|>) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/.exec(rule);
  if (match) return limitMessage(COMPARISONS[match[1] as keyof typeof COMPARISONS], Number(match[2]));
  match = /^must NOT have (more|fewer) than (\d+) characters$/.exec(rule);
  if (match) return limitMessage(match[1] === 'more' ? 'maxLength' : 'minLength', Number(match[2]));
  match = /^must be multiple of (\d+(?:\.\d+)?)$/.exec(rule);
  if (match) return limitMessage('step', Number(match[1]));
  if (/^must have required property\b/.test(rule)) return message(LIMIT_MESSAGES.required);
  if (/^must be (number|integer)$/.test(rule)) return message(LIMIT_MESSAGES.number);
  return message(LIMIT_MESSAGES.invalid);
}

/** The refusal in a server message, or null when the message is not a contract refusal. */
export function serverRefusal(text: string): ServerRefusal | null {
  const match = REFUSAL.exec(text);
  if (!match) return null;
  return { field: match[1] ?? null, problem: problemOf(match[2]) };
}
