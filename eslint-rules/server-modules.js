import { dirname, relative, resolve, sep } from 'node:path';

// The server's modules (DESIGN.md 'Layout', issue 25, decision 0051): a module reads and writes
// its own tables and calls another module only through its service. So a file under
// apps/server/src/modules/X/ may import from modules/Y/ (Y not X) only modules/Y/service.ts,
// types included. Tests (*.test.ts) and the test helpers (src/test/) may reach inside any module;
// code outside modules/ (app.ts, http/, db/, the scripts) is not a module and is not checked.
// There are no exceptions: the list of imports still to move (decision 0051) is gone, empty.

const MODULES = resolve(import.meta.dirname, '..', 'apps', 'server', 'src', 'modules');

/** The module of a path under modules/ and the rest of its path ('service'), or null outside. */
function placeOf(path) {
  const inside = relative(MODULES, path);
  if (inside.startsWith('..') || inside === '') return null;
  const [module, ...rest] = inside.split(sep);
  return { module, rest: rest.join('/').replace(/\.(ts|js)$/, '') };
}

export const serverModules = {
  meta: { type: 'problem', docs: { description: "keeps the server's modules apart: another module only through its service" }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (from === null || /\.test\.ts$/.test(file)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = placeOf(resolve(dirname(file), spec));
      if (to === null || to.module === from.module || to.rest === 'service') return;
      context.report({
        node: node.source,
        message: `modules/${from.module} may use modules/${to.module} only through its service: '${spec}' (decision 0051)`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'server-modules': serverModules } };
