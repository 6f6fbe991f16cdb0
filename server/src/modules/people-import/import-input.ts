import type { FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_OPTIONS_FIELD, ImportOptions } from '@studydesk/shared/contracts';
import { HttpError, badRequest } from '../../permissions';

export interface ImportInput {
  bytes: Buffer;
  options: ImportOptions;
}

const MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);
/** the per-line choices of a large file are a long JSON text */
const OPTIONS_MAX_BYTES = 1024 * 1024;

/**
 * Reads the preview's or the import's multipart form: the file (at most IMPORT_MAX_BYTES:
 * 413 past it) and the admin's choices as JSON in `options`, checked against the contract.
 */
export async function readImportInput(request: FastifyRequest): Promise<ImportInput> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"');
  let bytes: Buffer | null = null;
  let optionsText = '';
  try {
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, fieldSize: OPTIONS_MAX_BYTES, files: 1, fields: 5 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== IMPORT_FILE_FIELD) throw badRequest('Send the file as multipart/form-data in the field "file"');
        bytes = await part.toBuffer();
      } else if (part.fieldname === IMPORT_OPTIONS_FIELD && typeof part.value === 'string') {
        optionsText = part.value;
      }
    }
  } catch (error) {
    throw unreadableForm(error);
  }
  if (!bytes || bytes.length === 0) throw badRequest('Choose a file');
  return { bytes, options: parseOptions(optionsText) };
}

function parseOptions(text: string): ImportOptions {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The import options could not be read');
  }
  if (!Value.Check(ImportOptions, value)) throw badRequest('The import options could not be read');
  return value;
}

/** Too large → 413 with the limit; a form the parser gave up on → 400; our own refusals pass through. */
function unreadableForm(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new HttpError(413, 'The file is larger than {max} MB: split it into several files', { params: { max: MAX_MEGABYTES } });
  return badRequest('The form data could not be read: it is incomplete or malformed');
}
