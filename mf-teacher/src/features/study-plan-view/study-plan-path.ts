/** spec §2: /teacher/study-plans/{planId} with query group (true/false) and title. */
export function studyPlanPath(planId: number, isGroup: boolean, title: string): string {
  const query = new URLSearchParams({ group: String(isGroup), title });
  return `/teacher/study-plans/${planId}?${query.toString()}`;
}
