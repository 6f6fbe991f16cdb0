import type { FastifyRequest } from 'fastify';

/**
 * The path a decision about a request is made on: the route the router matched (it
 * decodes the URL first, so `/%75ploads/x` is `/uploads/:name`), or for a request no
 * route matched, its decoded path. Never the raw URL, which may spell a path many ways.
 */
export function routePath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
