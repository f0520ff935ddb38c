/**
 * `spotter/no-cycle`: no module reaches itself again through its imports, type-only imports
 * included. import-x's own no-cycle skips every `import type` (it only guards start-up order), so a
 * circle whose one side is a type passes it; here such a circle fails the lint too, because it
 * still ties two layers together both ways. It reads the modules with import-x's own reader (its
 * module cache, and the parsers and resolvers of the `import-x/*` settings).
 */
import { ModuleInfo } from 'eslint-plugin-import-x/core/module-info';
import { isExternalModule, moduleVisitor, resolve } from 'eslint-plugin-import-x/utils';

/** Modules already walked while linting the current file (one file is linted at a time). */
const traversed = new Set();

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid a module from importing a module with a dependency path back to itself, type-only imports included.',
    },
    schema: [
      {
        type: 'object',
        properties: { ignoreExternal: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Dependency cycle detected.',
      cycleVia: 'Dependency cycle via {{route}}.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const { ignoreExternal = false } = context.options[0] ?? {};
    // ignoreExternal: a bare name that resolves outside the linted file's package (node_modules,
    // another package of the workspace) is not followed.
    const isIgnored = (source, path = resolve(source, context)) =>
      ignoreExternal && isExternalModule(source, path, context);

    return {
      ...moduleVisitor((source, importer) => {
        if (isIgnored(source.value)) return;
        const imported = ModuleInfo.get(source.value, context);
        if (imported == null || imported.path === filename || traversed.has(imported.path)) return;
        traversed.add(imported.path);
        // Breadth first, so the route reported is a shortest one.
        const queue = [{ module: imported, route: [] }];
        while (queue.length > 0) {
          const { module, route } = queue.shift();
          for (const [path, { resolve: load, declarations }] of module.getImports()) {
            const first = [...declarations][0];
            if (first === undefined || isIgnored(first.source.value, path)) continue;
            if (path === filename) {
              context.report(
                route.length === 0
                  ? { node: importer, messageId: 'cycle' }
                  : { node: importer, messageId: 'cycleVia', data: { route: routeText(route) } },
              );
              return;
            }
            if (traversed.has(path)) continue;
            traversed.add(path);
            const next = load();
            if (next != null) queue.push({ module: next, route: [...route, first.source] });
          }
        }
      }),
      'Program:exit'() {
        traversed.clear();
      },
    };
  },
};

function routeText(route) {
  return route.map(({ value, loc }) => `"${value}":${loc.start.line}`).join(' => ');
}

export default { rules: { 'no-cycle': noCycle } };
