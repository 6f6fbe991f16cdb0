/**
 * Lesson notes for the retention bench, as an English teacher writes them: a vocabulary
 * list with translations, a sentence or two using it, a homework line now and then, so
 * the bench runs what a school's plans hold (lists first, sentences analysed).
 */
const PAIRS: Array<[string, string]> = [
  ['forecast', 'previsión'], ['to rise sharply', 'subir bruscamente'], ['to level off', 'estabilizarse'], ['a merger', 'una fusión'],
  ['a supplier', 'un proveedor'], ['the deadline', 'la fecha límite'], ['a budget', 'un presupuesto'], ['revenue', 'ingresos'],
  ['to negotiate', 'negociar'], ['a shareholder', 'un accionista'], ['to plummet', 'desplomarse'], ['an invoice', 'una factura'],
];
const SUBJECTS = ['Sales', 'The team', 'Our supplier', 'The manager', 'Profit', 'The market', 'Demand', 'The budget', 'Revenue', 'The client'];
const VERBS = ['rose sharply', 'fell slightly', 'levelled off', 'recovered', 'doubled', 'plummeted', 'fluctuated', 'stabilised', 'peaked', 'declined'];
const TAILS = ['in March', 'over the summer', 'after the merger', 'despite the strike', 'during the audit', 'before the deadline', 'in the third quarter', 'with the new forecast'];

export function benchLessonNotes(n: number): string {
  const sentence = (k: number) => `${SUBJECTS[(n + k) % SUBJECTS.length]} ${VERBS[(n * 3 + k) % VERBS.length]} ${TAILS[(n * 7 + k) % TAILS.length]}.`;
  const list = [0, 1, 2, 3].map((k) => PAIRS[(n + k * 5) % PAIRS.length]).map(([term, meaning]) => `- ${term} – ${meaning}`);
  return [`Lesson ${n}`, 'Vocabulary:', ...list, `${sentence(0)} ${sentence(1)}`, n % 3 === 0 ? `Homework: workbook p. ${n % 90}, ex. ${n % 7}.` : ''].filter(Boolean).join('\n');
}
