import { dirname, relative, resolve, sep } from 'node:path';

// The layers of the web app (issue 25, decision 0050), checked on every relative import:
//   lib/         the call helper, session store, providers, page shell: imports nothing above it
//   components/  shared UI: may use lib/, never app/ or features/
//   features/X/  one area of the portal: may use lib/ and components/, never another feature
//   carrier/     the carrier's back office (issue 26): may use lib/ and components/, never app/ or
//                a feature, and none of them uses it
//   app/         the page's start and routes: may use everything, carrier/ only through import():
//                the back office is a lazy chunk that the customer's login screen never downloads
// A test (and a test helper: *-test-support, test-*.ts) may also use the test helpers (test/),
// the components and the app around what it tests; never another feature.

const WEB_SRC = resolve(import.meta.dirname, '..', 'apps', 'web', 'src');

/** The layer of a file under apps/web/src: 'lib', 'components', 'app', 'test', 'feature:<name>', or null outside. */
function layerOf(file) {
  const path = relative(WEB_SRC, file);
  if (path.startsWith('..')) return null;
  const [top, name] = path.split(sep);
  if (top === 'features') return `feature:${name}`;
  return ['lib', 'components', 'app', 'test', 'carrier'].includes(top) ? top : null;
}

const ALLOWED = {
  lib: ['lib'],
  components: ['lib', 'components'],
  carrier: ['lib', 'components'],
  app: ['lib', 'components', 'app', 'feature:*', 'carrier'],
  test: ['lib', 'components', 'app', 'test', 'feature:*'],
};

function allowed(from, to, isTest) {
  if (to === null || from === to) return true;
  if (isTest && ['test', 'app', 'components', 'lib'].includes(to)) return true;
  if (from.startsWith('feature:')) return to === 'lib' || to === 'components';
  return (ALLOWED[from] ?? []).some((layer) => layer === to || (layer === 'feature:*' && to.startsWith('feature:')));
}

const why = (from, to) => (from.startsWith('feature:') && to.startsWith('feature:') ? 'a feature never imports another feature' : `${from} may not import ${to}`);

/** A static import of carrier/ by app/ would put the back office in the entry chunk (issue 26). */
const staticCarrierImport = (from, to, node, isTest) =>
  from === 'app' && to === 'carrier' && !isTest && node.type !== 'ImportExpression' && node.importKind !== 'type' && node.exportKind !== 'type';

export const webLayers = {
  meta: { type: 'problem', docs: { description: 'keeps the web app in its layers' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === null) return {};
    const isTest = /(\.test|test-support)\.tsx?$|[/\\]test-[\w-]+\.tsx?$/.test(file);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(resolve(dirname(file), spec));
      if (!allowed(from, to, isTest)) context.report({ node: node.source, message: `${why(from, to)}: '${spec}' (decision 0050)` });
      else if (staticCarrierImport(from, to, node, isTest)) {
        context.report({ node: node.source, message: `app/ loads carrier/ only with import(), as a lazy chunk: '${spec}' (decision 0050)` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'web-layers': webLayers } };
