// ESLint rule: an import from a file in one zone's `target` folders may not resolve into its `from` folders.
// Relative imports are resolved against the importing file, so "../../admin/x" is caught as well.
// A zone's `except` lists patterns (regular expressions on the importing file's path from the project
// root, with forward slashes) of files in the target that the zone leaves alone, such as tests.
// `testHelpers` (target, except, paths, imports) keeps test helpers out of production folders: a file there whose
// path matches one of `paths`, or that imports a package matching one of `imports`, is reported.
import { dirname, relative, resolve, sep } from 'node:path';

const inside = (file, folder) => {
  const rel = relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith('/'));
};

const matchesAny = (patterns, text) => [patterns ?? []].flat().some((pattern) => new RegExp(pattern).test(text));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the architecture’s import boundaries (ARCHITECTURE.md).' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' }, testHelpers: { type: 'object' } }, required: ['zones'] }],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const path = relative(root, file).split(sep).join('/');
    const applies = ({ target, except }) =>
      [target].flat().some((folder) => inside(file, resolve(root, folder))) && !matchesAny(except, path);
    const zones = context.options[0].zones.filter(applies);
    const { testHelpers } = context.options[0];
    const helpers = testHelpers && applies(testHelpers) ? testHelpers : null;
    if (zones.length === 0 && !helpers) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (helpers && matchesAny(helpers.imports, source)) {
        context.report({ node, message: `Import of "${source}", a library only tests use: ${helpers.message}` });
      }
      if (!source.startsWith('.')) return;
      const imported = resolve(dirname(file), source);
      for (const zone of zones) {
        const from = [zone.from].flat();
        if (from.some((folder) => inside(imported, resolve(root, folder)))) {
          context.report({ node, message: `Import of "${source}" crosses a boundary: ${zone.message}` });
        }
      }
    };
    return {
      Program: (node) => {
        if (helpers && matchesAny(helpers.paths, path))
          context.report({ node, message: `${path} is named or placed as a test helper: ${helpers.message}` });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
