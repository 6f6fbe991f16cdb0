import type { PrivacyRequest } from '@studydesk/shared/contracts';
import { exportFileUrl, hasOpenErasure, isDownloadable } from './personal-data-rules';

const NOW = Date.parse('2026-03-18T10:00:00Z');
const request = (partial: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 1, kind: 'export', personId: 2, personLabel: 'Ana', state: 'done', createdAt: '2026-03-17T10:00:00Z', dueAt: '2026-04-17T10:00:00Z',
  doneAt: '2026-03-17T10:01:00Z', expiresAt: '2026-03-24T10:01:00Z', retainUntil: null, ...partial,
});

describe('personal data rules (docs/product-rules.md#r-privacy-2, #r-privacy-3)', () => {
  it('offers a finished copy for download until its link expires', () => {
    expect(isDownloadable(request({}), NOW)).toBe(true);
    expect(isDownloadable(request({ expiresAt: '2026-03-18T09:59:59Z' }), NOW)).toBe(false);
    expect(isDownloadable(request({ state: 'approved', expiresAt: null }), NOW)).toBe(false);
  });

  it('sees an erasure asked or in progress as open, a refused or done one not', () => {
    expect(hasOpenErasure([request({ kind: 'erasure', state: 'requested' })])).toBe(true);
    expect(hasOpenErasure([request({ kind: 'erasure', state: 'approved' })])).toBe(true);
    expect(hasOpenErasure([request({ kind: 'erasure', state: 'refused' }), request({})])).toBe(false);
  });

  it('downloads a copy from its request', () => {
    expect(exportFileUrl(7)).toBe('/v1/privacy/exports/7/file');
  });
});
