/**
 * spec §2 "/admin/study-plans/{planId}; query title (and studentId when opened from a
 * student's first-name cell)".
 */
export function studyPlanHref(planId: number, title: string, studentId?: number): string {
  const query = new URLSearchParams({ title });
  if (studentId !== undefined) query.set('studentId', String(studentId));
  return `/admin/study-plans/${planId}?${query.toString()}`;
}
