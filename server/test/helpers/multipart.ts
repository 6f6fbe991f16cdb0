/** multipart/form-data bodies for upload route tests. */

export interface FilePart {
  /** the form field; `profilepic` by default */
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string | number | boolean>, file?: FilePart) {
  const boundary = '----studydesk-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'profilepic'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
