import { CreateActivityRequest, LESSON_LENGTH_MAX, LESSON_LENGTH_STEP, UpdateActivityRequest } from '@studydesk/shared/contracts';
import { fieldLimits, limitProblem, LIMIT_MESSAGES } from './field-limits';
import { serverRefusal } from './server-refusal';

describe('fieldLimits: a form knows the contract limits before sending', () => {
  it('reads a number field (range and step) and a text field (lengths) from the request schema', () => {
    expect(fieldLimits(CreateActivityRequest, 'lessonLength')).toEqual({ min: 0, max: LESSON_LENGTH_MAX, step: LESSON_LENGTH_STEP });
    expect(fieldLimits(CreateActivityRequest, 'lessonTitle')).toEqual({ minLength: 1, maxLength: 200 });
    // optional fields of an update carry the same limits
    expect(fieldLimits(UpdateActivityRequest, 'lessonLength')).toEqual(fieldLimits(CreateActivityRequest, 'lessonLength'));
  });

  it('refuses a field the schema does not have (a typo in a form)', () => {
    expect(() => fieldLimits(CreateActivityRequest, 'lessonLenght')).toThrow(/lessonLenght/);
  });
});

describe('limitProblem', () => {
  const length = fieldLimits(CreateActivityRequest, 'lessonLength');
  it('says what to enter for a value out of range or off the steps', () => {
    expect(limitProblem(length, 9)).toEqual({ key: LIMIT_MESSAGES.max, params: { limit: '8' } });
    expect(limitProblem(length, -1)).toEqual({ key: LIMIT_MESSAGES.min, params: { limit: '0' } });
    expect(limitProblem(length, 1.25)).toEqual({ key: LIMIT_MESSAGES.step, params: { step: '0.5' } });
    expect(limitProblem(length, 1.5)).toBeNull();
    expect(limitProblem(length, Number.NaN)).toEqual({ key: LIMIT_MESSAGES.number });
  });

  it('counts characters, and an empty required text asks to fill it in', () => {
    const title = fieldLimits(CreateActivityRequest, 'lessonTitle');
    expect(limitProblem(title, 'x'.repeat(201))).toEqual({ key: LIMIT_MESSAGES.maxLength, params: { limit: 200 } });
    expect(limitProblem(title, '😀'.repeat(200))).toBeNull();
    expect(limitProblem(title, '')).toEqual({ key: LIMIT_MESSAGES.required });
  });
});

describe('serverRefusal: the server’s contract refusals as a field and a sentence', () => {
  it.each([
    ['Invalid body: lessonLength must be <= 8', 'lessonLength', { key: LIMIT_MESSAGES.max, params: { limit: '8' } }],
    ['Invalid body: lessonLength must be >= 0', 'lessonLength', { key: LIMIT_MESSAGES.min, params: { limit: '0' } }],
    ['Invalid body: lessonLength must be multiple of 0.5', 'lessonLength', { key: LIMIT_MESSAGES.step, params: { step: '0.5' } }],
    ['Invalid body: lessonTitle must NOT have more than 200 characters', 'lessonTitle', { key: LIMIT_MESSAGES.maxLength, params: { limit: 200 } }],
    ['Invalid body: lessonTitle must NOT have fewer than 1 characters', 'lessonTitle', { key: LIMIT_MESSAGES.required }],
    ["Invalid body: lessonTitle must have required property 'lessonTitle'", 'lessonTitle', { key: LIMIT_MESSAGES.required }],
    ['Invalid body: members.0.feedback must match pattern "^x$"', 'members.0.feedback', { key: LIMIT_MESSAGES.invalid }],
    ['Invalid querystring: must NOT have additional properties', null, { key: LIMIT_MESSAGES.invalid }],
  ])('%s', (text, field, problem) => {
    expect(serverRefusal(text)).toEqual({ field, problem });
  });

  it('leaves the server’s own sentences alone', () => {
    expect(serverRefusal('This lesson has been paid and cannot be deleted')).toBeNull();
  });
});
