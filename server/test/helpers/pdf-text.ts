import { execFile } from 'node:child_process';

// pdf-parse loads pdf.js as an ES module, which jest's CommonJS runtime cannot import: the
// text is extracted by a plain node process, the way any reader of the file would.
const SCRIPT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  process.stdout.write((await parser.getText()).text);
  await parser.destroy();
});`;

/** The text a PDF reader extracts from the document. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', SCRIPT], { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
