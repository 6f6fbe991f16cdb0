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
 * so they are converted to the schema's types first ("12" → 12, "true" → true).
 * The picture is read whole here, under the plugin's size cap (413 past it).
 */
export async function readUpdateUserInput(request: FastifyRequest): Promise<UpdateUserInput> {
  let raw: Record<string, unknown> = {};
  let picture: Buffer | null = null;
  if (request.isMultipart()) {
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
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    raw = { ...(request.body as Record<string, unknown>) };
  } else if (request.body !== undefined && request.body !== null) {
    throw badRequest('Invalid body: expected an object');
  }
  const converted = Value.Convert(UpdateUserFields, raw);
  if (!Value.Check(UpdateUserFields, converted)) {
    const first = Value.Errors(UpdateUserFields, converted).First();
    const field = first?.path.replace(/^\//, '').replace(/\//g, '.') ?? '';
    throw badRequest(field ? `Invalid body: ${field} ${first?.message ?? 'is invalid'}` : `Invalid body: ${first?.message ?? 'invalid'}`);
  }
  return { fields: converted, picture };
}
