import { endpoint } from './endpoint';
import { ImportForm, ImportPreviewResponse, ImportResultResponse } from '../people-import';

/**
 * The people import (docs/conventions.md#endpoints; docs/product-rules.md#r-import-1): the
 * template, the preview of a file (nothing written) and the import of the same file with
 * the admin's choices. The preview and the import take multipart/form-data.
 */
export const peopleImportEndpoints = {
  /** the CSV template: a header row and one example row per kind */
  template: endpoint({ method: 'GET', path: '/v1/people-import/template' }),
  preview: endpoint({ method: 'POST', path: '/v1/people-import/preview', body: ImportForm, response: ImportPreviewResponse }),
  run: endpoint({ method: 'POST', path: '/v1/people-import', body: ImportForm, response: ImportResultResponse }),
};
