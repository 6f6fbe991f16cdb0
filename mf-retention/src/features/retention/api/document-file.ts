import { call } from '@studydesk/shared/api-client';
import { DOCX_MIME, type RetentionAnswerKey, type RetentionDocument } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export interface DocumentFile {
  blob: Blob;
  fileName: string;
}

/** The name a Content-Disposition header gives: `filename*` (UTF-8) before `filename`. */
export function fileNameOf(header: string | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] || fallback;
}

/**
 * A POST that answers a file, with the name its Content-Disposition gives. (A failed one
 * answers `{ message }` as a Blob: the API client reads it back into the usual error.)
 */
export async function postForDocument(kind: RetentionDocument, planId: number, fallbackName: string, answerKey = false): Promise<DocumentFile> {
  const endpoint = answerKey ? endpoints.retention.answerKeys[kind as RetentionAnswerKey] : endpoints.retention.documents[kind];
  const response = await call(endpoint, { params: { id: planId }, responseType: 'blob', headers: { Accept: `${DOCX_MIME}, application/json` } });
  const header = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, fileName: fileNameOf(header, fallbackName) };
}
