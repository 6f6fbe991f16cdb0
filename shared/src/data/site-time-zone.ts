import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { isValidTimeZone } from '@studydesk/shared/dates';
import { on, type AuthState } from '@studydesk/shared/session';
import { getSiteTimeZone, setSiteTimeZone } from '@studydesk/shared/time-zone';
import { setSchoolName } from '@studydesk/shared/ui/core';

/**
 * Reads the site time zone (GET /v1/sitesettings/timezone, any signed-in user) into the
 * store of @studydesk/shared/time-zone, so every date shown afterwards is in it. On
 * failure the zone stays as it was and the error is logged: dates then show in the
 * previous zone rather than not at all. Resolves to the zone in force afterwards.
 */
export async function loadSiteTimeZone(): Promise<string> {
  try {
    const { data } = await call(endpoints.siteSettings.get);
    // the same answer names the school in the page titles
    setSchoolName(data.schoolName ?? '');
    // A zone this browser does not know is refused rather than stored: every date on
    // screen would otherwise fail to render.
    if (isValidTimeZone(data.timeZone)) setSiteTimeZone(data.timeZone);
    else console.warn(`Unknown site time zone "${data.timeZone}"; keeping ${getSiteTimeZone()}`);
  } catch (error) {
    console.warn('The site time zone could not be loaded', error);
  }
  return getSiteTimeZone();
}

/**
 * Every date in the product is shown in the site time zone: read it whenever someone
 * signs in, and follow an admin's change of it without a reload. The shell calls this
 * once; a remote running alone calls it in its standalone start.
 */
export function watchSiteTimeZone(state$: Observable<AuthState>): () => void {
  const signIns = state$
    .pipe(
      map((state) => (state.isLoggedIn ? (state.profile?.id ?? null) : null)),
      distinctUntilChanged(),
    )
    .subscribe((userId) => {
      if (userId !== null) void loadSiteTimeZone();
    });
  const changes = on('siteSettings/changed').subscribe(() => void loadSiteTimeZone());
  return () => {
    signIns.unsubscribe();
    changes.unsubscribe();
  };
}
