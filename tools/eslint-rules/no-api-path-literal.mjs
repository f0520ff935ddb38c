/**
 * `spotter/no-api-path-literal`: web code takes every API URL from the paths module of the
 * contract (`@spotter/api/paths`, `api/src/schemas/paths.ts`), never types it. A string or a
 * template is reported when its path (what comes before its query) is one of the API's paths,
 * filled: `'/attendance/check_in'`, `'/members/view_members?page=2'`, `'/attendance/check_out/5'`,
 * `` `/imports/${id}/review` ``. An `:id` (or `:…_id`) is filled by a whole number or by one
 * `${…}`, any other parameter by one segment, so that `'/enquiries/add'` (a page) is not
 * `/enquiries/:id`. `pages` are the browser's URLs that are an API path too (`/reminders`): those
 * are left alone, whatever their query.
 */
import fs from 'node:fs';
import ts from 'typescript';

/**
 * Every path of the paths module and the expression that names it (`paths.attendance.checkIn`),
 * read by running the module itself (it imports nothing; its API test says so).
 */
export async function readApiPaths(file) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const { paths } = await import(
    `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
  );
  return Object.fromEntries(
    Object.entries(paths).flatMap(([group, entries]) =>
      Object.entries(entries).map(([key, path]) => [path, `paths.${group}.${key}`]),
    ),
  );
}

/** A placeholder for a template's `${…}`: no URL holds it. */
const HOLE = '\u0000';

/** One matcher per path: `:id` and `:…_id` take digits or a hole, other parameters one segment. */
function matcherOf(path) {
  const source = path
    .split(/:([A-Za-z_]\w*)/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return part === 'id' || part.endsWith('_id')
        ? `(?:\\d+|${HOLE})`
        : `(?:[^/?${HOLE}]+|${HOLE})`;
    })
    .join('');
  return new RegExp(`^(?:${source})$`);
}

const compiled = new WeakMap();
function matchersOf(options) {
  if (!compiled.has(options))
    compiled.set(
      options,
      Object.entries(options.paths ?? {}).map(([path, name]) => ({
        path,
        name,
        matches: matcherOf(path),
      })),
    );
  return compiled.get(options);
}

/**
 * Where the path of a text may end (a hole stands for each `${…}`): at its first `?`, before a
 * hole that does not fill a whole segment (`/activity/download${query}`), or at its end.
 */
function pathCandidates(text) {
  const ends = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '?') {
      ends.push(i);
      break;
    }
    if (text[i] === HOLE && i > 0 && text[i - 1] !== '/') ends.push(i);
  }
  ends.push(text.length);
  return [...new Set(ends)].map((end) => text.slice(0, end));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noApiPathLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Take every API URL from the paths module instead of typing it.' },
    schema: [
      {
        type: 'object',
        properties: {
          paths: { type: 'object', additionalProperties: { type: 'string' } },
          pages: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      typed:
        "{{text}} is the API's {{path}}: take it from {{name}} (paths and pathTo, from '@spotter/shared'), with its query added as before.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const matchers = matchersOf(options);
    const pages = new Set(options.pages ?? []);
    const check = (node, text) => {
      if (!text.startsWith('/')) return;
      for (const candidate of pathCandidates(text)) {
        if (pages.has(candidate)) return;
        const found = matchers.find(({ matches }) => matches.test(candidate));
        if (found) {
          context.report({
            node,
            messageId: 'typed',
            data: { text: context.sourceCode.getText(node), path: found.path, name: found.name },
          });
          return;
        }
      }
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent;
        // A module's name, a property's name or a type: not a URL sent anywhere.
        if (
          parent?.type === 'ImportDeclaration' ||
          parent?.type === 'ExportNamedDeclaration' ||
          parent?.type === 'ExportAllDeclaration' ||
          parent?.type === 'ImportExpression' ||
          parent?.type === 'TSLiteralType' ||
          (parent?.type === 'Property' && parent.key === node && !parent.computed)
        )
          return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TSLiteralType') return;
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(HOLE));
      },
    };
  },
};
