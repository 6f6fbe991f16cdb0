// What a source file says in code, without its comments: its identifiers and its strings.
// A name that only a comment still mentions is as stale as the docs that name it.
import ts from 'typescript';

export interface CodeText {
  /** identifiers, and the words of strings */
  readonly names: string[];
  /** string literals, template literals with `${…}` as `:value`, JSX text */
  readonly strings: string[];
}

const SCRIPT = /\.(ts|tsx|cts|mts|js|jsx|mjs|cjs)$/;

function wordsOf(text: string): string[] {
  return text.match(/[A-Za-z_$][\w$]*/g) ?? [];
}

function scriptText(file: string, text: string): CodeText {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : /\.(js|mjs|cjs)$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const names: string[] = [];
  const strings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.push(node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      strings.push(node.getText(source).slice(1, -1).replace(/\$\{[^}]*\}/g, ':value'));
    } else if (ts.isRegularExpressionLiteral(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { names: [...names, ...strings.flatMap(wordsOf)], strings };
}

function jsonText(text: string): CodeText {
  const strings: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        strings.push(key);
        visit(inner);
      }
    }
  };
  visit(JSON.parse(text));
  return { names: strings.flatMap(wordsOf), strings };
}

/** The code of one file without its comments (styles and other files: their text without block comments). */
export function codeText(file: string, text: string): CodeText {
  if (SCRIPT.test(file)) return scriptText(file, text);
  if (file.endsWith('.json')) return jsonText(text);
  const bare = text.replace(/\/\*[\s\S]*?\*\//g, ' ');
  return { names: wordsOf(bare), strings: [bare] };
}
