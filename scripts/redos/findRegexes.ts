import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A regular expression written in the code: a literal, or RegExp(...) with literal arguments. */
export interface FoundRegex {
  file: string;
  line: number;
  source: string;
  flags: string;
}

/** A RegExp(...) whose pattern is computed at run time, so no static check can vouch for it. */
export interface DynamicRegex {
  file: string;
  line: number;
  code: string;
}

export interface RegexInventory {
  regexes: FoundRegex[];
  dynamic: DynamicRegex[];
}

const TEST_FILE = /\.test\.tsx?$/;
const SOURCE_FILE = /\.tsx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

/** The non-test .ts/.tsx files below the given folders, sorted. */
export function sourceFilesIn(root: string, folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path);
      return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return folders
    .flatMap((folder) => walk(join(root, folder)))
    .map((path) => relative(root, path))
    .sort();
}

/** A string the compiler can read without running anything: '…', "…" or `…` without substitutions. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

function isRegExpConstructor(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp';
}

/** Every regular expression in one file's text, found by the TypeScript parser (not by guessing at the text). */
export function regexesInText(file: string, text: string): RegexInventory {
  const sourceFile = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const inventory: RegexInventory = { regexes: [], dynamic: [] };
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;

  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf('/');
      inventory.regexes.push({ file, line: lineOf(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (isRegExpConstructor(node)) {
      const [pattern, flags] = node.arguments ?? [];
      const source = literalText(pattern);
      const flagText = flags === undefined ? '' : literalText(flags);
      if (source !== null && flagText !== null) inventory.regexes.push({ file, line: lineOf(node), source, flags: flagText });
      else inventory.dynamic.push({ file, line: lineOf(node), code: node.getText(sourceFile) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return inventory;
}

/** Every regular expression in the non-test source files below the given folders. */
export function regexesIn(root: string, folders: readonly string[]): RegexInventory {
  const inventory: RegexInventory = { regexes: [], dynamic: [] };
  for (const file of sourceFilesIn(root, folders)) {
    const found = regexesInText(file, readFileSync(join(root, file), 'utf8'));
    inventory.regexes.push(...found.regexes);
    inventory.dynamic.push(...found.dynamic);
  }
  return inventory;
}
