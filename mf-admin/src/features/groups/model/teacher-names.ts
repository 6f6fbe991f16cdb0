/**
 * A group's teachers as a list cell shows them: up to `max` names, then "+N" for the
 * others (they stay readable to screen readers and in the tooltip).
 */
export function shortTeacherList(names: readonly string[], max = 2): { shown: string[]; hidden: string[] } {
  const named = names.filter((name) => name.trim() !== '');
  return { shown: named.slice(0, max), hidden: named.slice(max) };
}
