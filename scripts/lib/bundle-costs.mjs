// What each library costs inside a built file, in the bytes that actually travel.
//
// A package's share of a compressed file is not its own code compressed alone (that
// overstates it: compressed apart, it loses what it has in common with the rest). Here a
// part's cost is what the file's brotli size drops by when that part's generated code is
// taken out, the rest left in place; the parts' costs are then scaled so that they add up
// to the file's real size. The generated code of a part is found through the file's
// source map.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const { brotliParams } = createRequire(import.meta.url)('../../shared/build/precompress.cjs');

/** Brotli bytes of a text, compressed as the build compresses what is served. */
const brotli = (text) => {
  const buffer = Buffer.from(text);
  return zlib.brotliCompressSync(buffer, { params: brotliParams(buffer.length) }).length;
};

/**
 * The part a source file belongs to: `partOf(source)` names it (a library, "ours", …).
 * Code the map does not attribute (the bundler's module wrappers) goes to `unmapped`.
 */
function segmentsByPart(code, map, partOf, unmapped) {
  const lines = code.split('\n');
  const segments = [];
  let open = null;
  const close = (line, column) => {
    if (open) segments.push({ ...open, end: open.line === line ? column : lines[open.line].length });
  };
  eachMapping(new TraceMap(map), (mapping) => {
    const line = mapping.generatedLine - 1;
    close(line, mapping.generatedColumn);
    open = { line, start: mapping.generatedColumn, part: mapping.source ? partOf(mapping.source) : unmapped };
  });
  if (open) close(-1, 0);
  return { lines, segments };
}

/**
 * The brotli bytes of `file` (a built .js with its .map beside it) by part, adding up to
 * the file's own brotli size; code the map gives no source goes to `unmapped`.
 */
export function costsByPart(file, partOf, unmapped) {
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  const { lines, segments } = segmentsByPart(code, map, partOf, unmapped);
  const total = brotli(code);
  const parts = [...new Set(segments.map((segment) => segment.part))];
  const drops = new Map();
  for (const part of parts) {
    const kept = lines.map((line) => [...line]);
    for (const segment of segments) {
      if (segment.part !== part) continue;
      for (let column = segment.start; column < segment.end; column += 1) kept[segment.line][column] = '';
    }
    drops.set(part, Math.max(0, total - brotli(kept.map((line) => line.join('')).join('\n'))));
  }
  const sum = [...drops.values()].reduce((a, b) => a + b, 0) || 1;
  return { total, parts: new Map([...drops].map(([part, drop]) => [part, (drop / sum) * total])) };
}
