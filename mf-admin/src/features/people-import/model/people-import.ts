import type { PeopleImportResponse } from '@studydesk/shared/contracts';

/** TODO: the page's rules as pure functions, each with its test. */
export function peopleImportCount(answer: PeopleImportResponse): number {
  return answer.results.length;
}
