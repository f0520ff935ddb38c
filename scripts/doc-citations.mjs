// The docs the repository cites, checked against the docs as they are: every `docs/….md` path
// named anywhere in the code and the docs (`docs/product/attendance.md §16` in a comment,
// `docs/performance.md#…` in a link), every relative link of a Markdown file, the `#anchor` each
// names and the `§N` written after a path. A file moved or a heading renamed fails
// doc-citations.test.mjs until every citation follows it. `node scripts/doc-citations.mjs` lists
// what is broken.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders never read: dependencies, builds and outputs (as .gitignore lists them), and git's own. */
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'reports',
  'playwright-report',
  '@mf-types',
  '.bench',
  'deploy',
]);
const TEXT_FILE = /\.(md|ts|tsx|js|mjs|cjs|sql|json|ya?ml|html|css|sh)$/;
// The lockfile, and the test of this file, whose examples cite missing files on purpose.
const SKIPPED_FILES = new Set(['pnpm-lock.yaml', 'scripts/doc-citations.test.mjs']);

/** The repository's text files, as paths relative to `root` with `/` between folders. */
export function repositoryFiles(root = ROOT) {
  const files = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(relative)) {
        files.push(relative);
      }
    }
  };
  walk('');
  return files.sort();
}

/** The anchor GitHub gives a heading's text: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
export function headingSlug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A Markdown file's headings (outside fenced code): their anchors, and the `§N` they open. */
export function headingsOf(markdown) {
  const anchors = new Set();
  const sections = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
    const section = /^§(\d+)\b/.exec(heading[1]);
    if (section) sections.add(Number(section[1]));
  }
  return { anchors, sections };
}

// A path from the repository's root: `docs/…/x.md`, then maybe an `#anchor`, and maybe a closing
// backtick (`docs/product/screens.md` §2).
const ROOT_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md(#[\w-]+)?`?/g;
// What may stand between a path and its first `§N`, or between two of them: spaces, a line break
// and the comment marker that starts the next line (`//`, `*`, `--`, `#`); between two also `,`,
// `and` or `–` (a range).
const BREAK = String.raw`(?:\s|//|\*|--|#)*`;
const FIRST_SECTION = new RegExp(String.raw`^${BREAK}§(\d+)`);
const NEXT_SECTION = new RegExp(String.raw`^(?:,|,? and|–)${BREAK}§(\d+)`);
// A Markdown link or image: [text](target) or [text](target "title").
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Where in `text` each `path#anchor §N…` is cited: `{ at, target, anchor, sections }`. */
export function citationsIn(text, file) {
  const citations = [];
  for (const match of text.matchAll(ROOT_PATH)) {
    const [cited, anchorPart] = match;
    const target = cited.replace(/`$/, '').replace(/#.*$/, '');
    const sections = [];
    let rest = text.slice(match.index + cited.length);
    for (let next = FIRST_SECTION.exec(rest); next; next = NEXT_SECTION.exec(rest)) {
      sections.push(Number(next[1]));
      rest = rest.slice(next[0].length);
    }
    citations.push({ at: match.index, target, anchor: anchorPart?.slice(1), sections });
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(LINK)) {
      const link = match[1];
      if (/^[a-z]+:/i.test(link) || link.startsWith('/')) continue;
      const [linked, anchor] = link.split('#');
      const target = linked ? path.posix.join(path.posix.dirname(file), linked) : file;
      citations.push({ at: match.index, target, anchor, sections: [] });
    }
  }
  return citations;
}

/**
 * Every broken citation in `files` (paths relative to `root`; by default the whole repository),
 * as `file:line: what is wrong`.
 */
export function brokenCitations(root = ROOT, files = repositoryFiles(root)) {
  const headings = new Map();
  const headingsAt = (target) => {
    if (!headings.has(target)) {
      headings.set(target, headingsOf(fs.readFileSync(path.join(root, target), 'utf8')));
    }
    return headings.get(target);
  };
  const problems = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const { at, target, anchor, sections } of citationsIn(text, file)) {
      const where = `${file}:${text.slice(0, at).split('\n').length}`;
      const full = path.join(root, target);
      if (!fs.existsSync(full)) {
        problems.push(`${where}: ${target} does not exist`);
        continue;
      }
      if (!target.endsWith('.md') || fs.statSync(full).isDirectory()) continue;
      const { anchors, sections: opened } = headingsAt(target);
      if (anchor && !anchors.has(anchor)) {
        problems.push(`${where}: ${target} has no heading #${anchor}`);
      }
      for (const section of sections) {
        if (!opened.has(section)) problems.push(`${where}: ${target} has no §${section}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = brokenCitations();
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
