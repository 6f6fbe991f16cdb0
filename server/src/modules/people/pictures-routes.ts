import fs from 'node:fs';
import path from 'node:path';
import { notFound } from '../../permissions/http-error';
import { contentTypeOfStored } from '../../plugins/uploads-images';
import { routesPlugin } from '../route';
import { endpoints } from '@studydesk/shared/contracts';

/**
 * GET /uploads/<name>: pictures, for signed-in users only (the session plugin guards
 * /uploads/). The type comes from our own stored name, `nosniff` stops a browser from
 * guessing another, and the sandbox CSP keeps a crafted file from running anything.
 */
export const uploadRoutes = routesPlugin(undefined, (route, app) => {
  route.on(endpoints.people.picture, {
    hide: true, errors: [401, 404],
  }, async ({ params: { name }, reply }) => {
    const contentType = contentTypeOfStored(name);
    if (!contentType) throw notFound('No such file');
    const file = path.join(app.uploads.dir, name);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      throw notFound('No such file');
    }
    reply
      .header('Content-Type', contentType)
      .header('Content-Length', stat.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      // names never change content, but pictures are personal: private caches only
      .header('Cache-Control', 'private, max-age=86400, immutable');
    return reply.send(fs.createReadStream(file));
  });
});
