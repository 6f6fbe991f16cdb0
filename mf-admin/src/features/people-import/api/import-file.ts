import { call } from '@studydesk/shared/api-client';
import { IMPORT_FILE_FIELD, IMPORT_OPTIONS_FIELD, type ImportPreviewResponse, type ImportResultResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { downloadBlob } from '@studydesk/shared/csv';

/** The multipart body of the preview and the import: the file, and the admin's choices as JSON. */
function importForm(file: File, options: string): FormData {
  const form = new FormData();
  form.append(IMPORT_OPTIONS_FIELD, options);
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return form;
}

export async function previewImport(file: File, options: string): Promise<ImportPreviewResponse> {
  return (await call(endpoints.peopleImport.preview, { body: importForm(file, options) })).data;
}

export async function runImport(file: File, options: string): Promise<ImportResultResponse> {
  return (await call(endpoints.peopleImport.run, { body: importForm(file, options) })).data;
}

/** Saves the server's template (a header row and one example per kind) as a file. */
export async function downloadTemplate(): Promise<void> {
  const { data } = await call(endpoints.peopleImport.template, { responseType: 'blob' });
  downloadBlob('studydesk-people-import.csv', data as Blob);
}
