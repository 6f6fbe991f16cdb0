import type { SchoolNameResponse, SetupInfoResponse } from '@studydesk/shared/contracts';

/** A working link's answer: the languages the school may choose as its default. */
export function toSetupInfo(languages: ReadonlyArray<{ code: string; name: string }>): SetupInfoResponse {
  return { languages: languages.map(({ code, name }) => ({ code, name })) };
}

/** What a signed-out page may know of the settings: the school's name and nothing else. */
export function toSchoolNameResponse(settings: { schoolName: string }): SchoolNameResponse {
  return { schoolName: settings.schoolName };
}
