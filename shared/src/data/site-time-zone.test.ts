import { act, renderHook } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { apiClient } from '@studydesk/shared/api-client';
import { formatTime } from '@studydesk/shared/dates';
import { initialAuthState, publish, type AuthState, type SessionUser } from '@studydesk/shared/session';
import { setSiteTimeZone, siteTimeZone$, useSiteTimeZone } from '@studydesk/shared/time-zone';
import { loadSiteTimeZone, watchSiteTimeZone } from './site-time-zone';

describe('loadSiteTimeZone', () => {
  beforeEach(() => setSiteTimeZone('UTC'));

  it('puts the server’s zone into siteTimeZone$, so dates show in it', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { timeZone: 'Asia/Tokyo' } });
    await expect(loadSiteTimeZone()).resolves.toBe('Asia/Tokyo');
    expect(get).toHaveBeenCalledWith('/v1/sitesettings/timezone');
    expect(siteTimeZone$.getValue()).toBe('Asia/Tokyo');
    expect(formatTime(Date.UTC(2026, 0, 5, 9, 30), siteTimeZone$.getValue())).toBe('18:30');
  });

  it('keeps the current zone when the call fails or names an unknown zone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('offline'));
    await expect(loadSiteTimeZone()).resolves.toBe('UTC');
    jest.spyOn(apiClient, 'get').mockResolvedValueOnce({ data: { timeZone: 'Mars/Base' } });
    await expect(loadSiteTimeZone()).resolves.toBe('UTC');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('useSiteTimeZone', () => {
  beforeEach(() => setSiteTimeZone('UTC'));

  it('re-renders with the new zone when it changes', () => {
    const { result } = renderHook(() => useSiteTimeZone());
    expect(result.current).toBe('UTC');
    act(() => {
      setSiteTimeZone('Europe/Madrid');
    });
    expect(result.current).toBe('Europe/Madrid');
  });
});

describe('watchSiteTimeZone', () => {
  it('loads the zone when someone signs in and when an admin changes it, not on other changes', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { timeZone: 'Asia/Tokyo' } });
    const state$ = new BehaviorSubject<AuthState>(initialAuthState);
    const stop = watchSiteTimeZone(state$);
    expect(get).not.toHaveBeenCalled();
    const signedIn = { ...initialAuthState, isLoggedIn: true, profile: { id: 3 } as SessionUser };
    state$.next(signedIn);
    state$.next({ ...signedIn, userLanguage: 'fr' });
    expect(get).toHaveBeenCalledTimes(1);
    publish({ type: 'siteSettings/changed', timeZone: 'Asia/Tokyo' });
    expect(get).toHaveBeenCalledTimes(2);
    stop();
    publish({ type: 'siteSettings/changed', timeZone: 'Asia/Tokyo' });
    expect(get).toHaveBeenCalledTimes(2);
    await act(async () => undefined);
  });
});
