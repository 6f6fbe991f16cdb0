import type { AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';

/** An answer's headers as a plain object, names in lower case (a repeated header joined). */
export function plainHeaders(headers: RawAxiosResponseHeaders | AxiosResponseHeaders | undefined): Record<string, string> {
  const plain: Record<string, string> = {};
  const entries = headers && typeof headers.toJSON === 'function' ? (headers.toJSON() as Record<string, unknown>) : (headers ?? {});
  for (const [name, value] of Object.entries(entries)) {
    if (value !== undefined && value !== null) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return plain;
}
