/**
 * The wording of the retention documents, in the students' language: dictionary keys
 * (`mailKey`, translated on the translations page like every key, and left out of what
 * browsers load), read with `mailTexts` in the language most of the plan's students have
 * (docs/product-rules.md#r-ret-3). Counts are plural messages.
 */
import { mailKey } from '../../../mail/mail-keys';

export const DOC = {
  quizTitle: mailKey('Quiz: {title}'),
  quizKeyTitle: mailKey('Quiz: {title} (answer key)'),
  readingTitle: mailKey('Reading practice: {title}'),
  readingKeyTitle: mailKey('Reading practice: {title} (answer key)'),
  summaryTitle: mailKey('Lesson summary: {title}'),
  // 'Name' and 'Date' are the screens' keys too: marked mail-only they would leave what browsers load
  name: 'Name',
  date: 'Date',
  questions: mailKey('{count, plural, one {# question} other {# questions}}'),
  gapInstruction: mailKey('Fill each gap with the right word or expression.'),
  meaningInstruction: mailKey('Choose the word or expression that means this.'),
  readInstruction: mailKey('Read the text.'),
  glossary: mailKey('Glossary'),
  trueFalseInstruction: mailKey('True or false? Circle T or F.'),
  trueMark: mailKey('T'),
  falseMark: mailKey('F'),
  isTrue: mailKey('True'),
  isFalse: mailKey('False'),
  textSays: mailKey('The text says: {sentence}'),
  lessonsHeld: mailKey('{count, plural, one {# lesson held} other {# lessons held}}'),
  lessonsToCome: mailKey('{count, plural, =0 {no lesson planned} one {# lesson to come} other {# lessons to come}}'),
  learnt: mailKey('What we learnt'),
  terms: mailKey('Words and expressions'),
  grammar: mailKey('Grammar'),
  canDo: mailKey('I can'),
  homework: mailKey('Homework'),
  next: mailKey('Coming next'),
  noLessonHeld: mailKey('No lesson has been held yet.'),
} as const;
