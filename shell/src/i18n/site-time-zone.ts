import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { loadSiteTimeZone } from '@studydesk/shared/dates';
import { on, type AuthState } from '@studydesk/shared/session';

/**
 * Every date in the product is shown in the site time zone: read it whenever someone
 * signs in, and follow an admin's change of it without a reload.
 */
export function watchSiteTimeZone(state$: Observable<AuthState>): void {
  state$
    .pipe(
      map((state) => (state.isLoggedIn ? state.profile?.id ?? null : null)),
      distinctUntilChanged(),
    )
    .subscribe((userId) => {
      if (userId !== null) void loadSiteTimeZone();
    });
  on('siteSettings/changed').subscribe(() => void loadSiteTimeZone());
}
