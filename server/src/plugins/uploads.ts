import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_PICTURE_MAX_BYTES } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../config';
import { HttpError } from '../permissions/http-error';
import { STORED_NAME, detectImage } from './uploads-images';
import { reencodePicture } from './uploads-reencode';

export interface UploadStore {
  /** DATA_DIR/uploads */
  readonly dir: string;
  /** Checks the bytes are a PNG, JPEG or WebP picture (415 otherwise) and stores a re-encoded copy under a new random name. */
  savePicture(bytes: Buffer): Promise<string>;
  /** Best-effort removal of a file this store wrote. */
  remove(name: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/**
 * Multipart parsing (only upload routes accept it, see the security plugin) with the
 * picture size cap, and `app.uploads`, the folder pictures are kept in. Files get
 * server-chosen random names so an upload can never pick its own path or overwrite
 * another.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, options: { config: ServerConfig }) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    });
    const dir = path.join(options.config.dataDir, 'uploads');
    const store: UploadStore = {
      dir,
      async savePicture(bytes) {
        const kind = detectImage(bytes);
        if (!kind) throw new HttpError(415, 'The picture must be a PNG, JPEG or WebP image');
        const picture = await reencodePicture(bytes);
        await fs.promises.mkdir(dir, { recursive: true });
        const name = `${randomBytes(16).toString('hex')}.${picture.ext}`;
        await fs.promises.writeFile(path.join(dir, name), picture.bytes, { flag: 'wx' });
        return name;
      },
      async remove(name) {
        if (!name || !STORED_NAME.test(name)) return;
        await fs.promises.rm(path.join(dir, name), { force: true }).catch((err: unknown) => {
          app.log.warn({ err, name }, 'could not remove an old upload');
        });
      },
    };
    app.decorate('uploads', store);
  },
  { name: 'studydesk-uploads' },
);
