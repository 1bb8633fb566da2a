// ESLint rule: an import from a file in one zone's `target` folders may not resolve into its `from` folders.
// Relative imports are resolved against the importing file, so "../../admin/x" is caught as well.
// A zone's `except` lists patterns (regular expressions on the importing file's path from the project
// root, with forward slashes) of files in the target that the zone leaves alone, such as tests.
import { dirname, relative, resolve, sep } from 'node:path';

const inside = (file, folder) => {
  const rel = relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith('/'));
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the architecture’s import boundaries (ARCHITECTURE.md).' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'] }],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const path = relative(root, file).split(sep).join('/');
    const zones = context.options[0].zones.filter(
      (zone) =>
        [zone.target].flat().some((folder) => inside(file, resolve(root, folder))) &&
        ![zone.except ?? []].flat().some((pattern) => new RegExp(pattern).test(path)),
    );
    if (zones.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = resolve(dirname(file), source);
      for (const zone of zones) {
        const from = [zone.from].flat();
        if (from.some((folder) => inside(imported, resolve(root, folder)))) {
          context.report({ node, message: `Import of "${source}" crosses a boundary: ${zone.message}` });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
