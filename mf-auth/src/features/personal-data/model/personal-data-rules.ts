import type { PrivacyRequest, PrivacyRequestKind, PrivacyRequestState } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/** A copy whose link still works (docs/product-rules.md#r-privacy-2: 7 days after it was made). */
export function isDownloadable(request: PrivacyRequest, now: number): boolean {
  return request.kind === 'export' && request.state === 'done' && request.expiresAt !== null && Date.parse(request.expiresAt) > now;
}

/** An erasure asked or approved and not done yet: a second one is not asked (docs/product-rules.md#r-privacy-3). */
export function hasOpenErasure(requests: readonly PrivacyRequest[]): boolean {
  return requests.some((request) => request.kind === 'erasure' && (request.state === 'requested' || request.state === 'approved'));
}

/** The address a copy downloads from. */
export function exportFileUrl(id: number): string {
  return `/v1/privacy/exports/${id}/file`;
}

export const KIND_TEXTS: Record<PrivacyRequestKind, string> = {
  export: msg('Copy of the data'),
  erasure: msg('Erasure'),
};

export const STATE_TEXTS: Record<PrivacyRequestState, string> = {
  requested: msg('Waiting for an admin'),
  approved: msg('In progress'),
  done: msg('Done'),
  refused: msg('Refused'),
  expired: msg('Link expired'),
};
