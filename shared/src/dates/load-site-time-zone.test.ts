import { apiClient } from '@studydesk/shared/api-client';
import { loadSiteTimeZone } from './load-site-time-zone';
import { formatTime } from './format';
import { setSiteTimeZone, siteTimeZone$ } from './site-time-zone';

describe('loadSiteTimeZone', () => {
  beforeEach(() => setSiteTimeZone('UTC'));

  it('puts the server’s zone into siteTimeZone$, so dates show in it', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { timeZone: 'Asia/Tokyo' } });
    await expect(loadSiteTimeZone()).resolves.toBe('Asia/Tokyo');
    expect(get).toHaveBeenCalledWith('/v1/sitesettings/timezone');
    expect(siteTimeZone$.getValue()).toBe('Asia/Tokyo');
    expect(formatTime(Date.UTC(2026, 0, 5, 9, 30))).toBe('18:30');
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
