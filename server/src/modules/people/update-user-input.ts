import type { FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { PROFILE_PICTURE_FIELD, UpdateUserFields } from '@studydesk/shared/contracts';
import { badRequest } from '../../permissions/http-error';

export interface UpdateUserInput {
  fields: UpdateUserFields;
  /** the uploaded picture's bytes, not yet checked for type */
  picture: Buffer | null;
}

/**
 * Reads POST /v1/auth/update/users from multipart/form-data (text fields + the picture)
 * or from JSON, and checks it against the contract. Multipart fields are all strings,
 * so the numeric and yes/no ones are converted first ("12" → 12, "true" → true).
 * The picture is read whole here, under the plugin's size cap (413 past it).
 */
export async function readUpdateUserInput(request: FastifyRequest): Promise<UpdateUserInput> {
  let raw: Record<string, unknown> = {};
  let picture: Buffer | null = null;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== PROFILE_PICTURE_FIELD) throw badRequest(`Unexpected file field "${part.fieldname}"`);
          picture = await part.toBuffer();
          // an empty file input still sends a part; treat it as "no new picture"
          if (picture.length === 0) picture = null;
        } else {
          raw[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw unreadableForm(error);
    }
    // form fields are text: numbers and true/false are read from their usual spelling
    raw = fromFormText(raw);
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    // JSON carries its own types: nothing is converted ({"id": true} is refused, not read as 1)
    raw = { ...(request.body as Record<string, unknown>) };
  } else if (request.body !== undefined && request.body !== null) {
    throw badRequest('Invalid body: expected an object');
  }
  if (!Value.Check(UpdateUserFields, raw)) {
    const first = Value.Errors(UpdateUserFields, raw).First();
    const field = first?.path.replace(/^\//, '').replace(/\//g, '.') ?? '';
    throw badRequest(field ? `Invalid body: ${field} ${first?.message ?? 'is invalid'}` : `Invalid body: ${first?.message ?? 'invalid'}`);
  }
  return { fields: raw as UpdateUserFields, picture };
}

/**
 * A body the multipart parser gave up on (cut short, no boundary, a broken header) is
 * the client's mistake: 400, not a server error. Our own refusals (413 too big, 400 an
 * unexpected field) pass through.
 */
function unreadableForm(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest('The form data could not be read: it is incomplete or malformed');
}

const INTEGER_FIELDS = new Set(['id']);
const BOOLEAN_FIELDS = new Set(['isArchived', 'removeProfilepic']);

function fromFormText(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') continue;
    if (INTEGER_FIELDS.has(key) && /^[1-9][0-9]{0,9}$/.test(value)) out[key] = Number(value);
    if (BOOLEAN_FIELDS.has(key) && (value === 'true' || value === 'false')) out[key] = value === 'true';
  }
  return out;
}
