/** Calls of the people import as the admin's page makes them: the file as multipart, the choices as JSON. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipart } from './multipart';

export const IMPORT_URL = '/v1/people-import';
export const PREVIEW_URL = '/v1/people-import/preview';

export function sendImportFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
  file: string | Buffer,
  options?: object,
): Promise<LightMyRequestResponse> {
  const data = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const body = multipart(options ? { options: JSON.stringify(options) } : {}, { field: 'file', filename: 'people.csv', type: 'text/csv', data });
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}
