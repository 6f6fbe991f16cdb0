import fs from 'node:fs';
import JSZip from 'jszip';
import type { Download } from '@playwright/test';

/** The paragraphs of a downloaded .docx, one per line, and its raw document XML. */
export async function openDocx(download: Download): Promise<{ text: string; xml: string }> {
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  const xml = await zip.file('word/document.xml')!.async('string');
  const text = (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [])
    .map((p) => p.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'))
    .join('\n');
  return { text, xml };
}
