import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brokenCitations, citationsIn, headingsOf, headingSlug } from './doc-citations.mjs';

/** What `citationsIn` finds, without where. */
const cited = (text, file) =>
  citationsIn(text, file).map(({ target, anchor, sections }) => ({ target, anchor, sections }));

test('every docs file, #anchor and §N the repository cites exists', () => {
  expect(brokenCitations()).toEqual([]);
});

describe('a heading', () => {
  test('is anchored as GitHub anchors it', () => {
    expect(headingSlug('§22 Team: accounts and roles')).toBe('22-team-accounts-and-roles');
    expect(headingSlug('Importing a spreadsheet (`pnpm bench:import`)')).toBe(
      'importing-a-spreadsheet-pnpm-benchimport',
    );
    expect(headingSlug('The [suite](log.md) at 3.5×')).toBe('the-suite-at-35');
  });

  test('repeated gets -1, -2…; a § heading opens its section; fenced code is no heading', () => {
    const { anchors, sections } = headingsOf(
      ['# Title', '## §3 Fields', '### Calls', '```', '# not a heading', '```', '### Calls'].join(
        '\n',
      ),
    );
    expect([...anchors]).toEqual(['title', '3-fields', 'calls', 'calls-1']);
    expect([...sections]).toEqual([3]);
  });
});

describe('citations', () => {
  test('a path, its anchor, and the §N after it, across a wrapped comment', () => {
    const text = [
      '/** The rules (docs/product/billing.md §12, §19 and §20; docs/a.md#b-c). */',
      '-- closed on its day (docs/product/attendance.md',
      '-- §16): and `docs/product/screens.md` §1–§5, not §9',
    ].join('\n');
    expect(cited(text, 'api/x.ts')).toEqual([
      { target: 'docs/product/billing.md', anchor: undefined, sections: [12, 19, 20] },
      { target: 'docs/a.md', anchor: 'b-c', sections: [] },
      { target: 'docs/product/attendance.md', anchor: undefined, sections: [16] },
      { target: 'docs/product/screens.md', anchor: undefined, sections: [1, 5] },
    ]);
  });

  test("a Markdown file's relative links, resolved from its folder; web links are not read", () => {
    const text =
      '[§22](team.md#22-team) [log](../performance/log.md) [top](#top) [w](https://x.y/a.md)';
    expect(cited(text, 'docs/product/a.md')).toEqual([
      { target: 'docs/product/team.md', anchor: '22-team', sections: [] },
      { target: 'docs/performance/log.md', anchor: undefined, sections: [] },
      { target: 'docs/product/a.md', anchor: 'top', sections: [] },
    ]);
  });

  test('each broken one is named with its file and line', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-citations-'));
    try {
      fs.mkdirSync(path.join(root, 'docs'));
      fs.writeFileSync(
        path.join(root, 'docs/rules.md'),
        '# Rules\n\n## §1 Who\n\n[gone](old.md)\n',
      );
      fs.writeFileSync(
        path.join(root, 'code.ts'),
        [
          '// docs/rules.md §1 holds; docs/rules.md §2 does not',
          '// docs/rules.md#1-who holds; docs/rules.md#2-what does not; docs/old.md neither',
        ].join('\n'),
      );
      expect(brokenCitations(root)).toEqual([
        'code.ts:1: docs/rules.md has no §2',
        'code.ts:2: docs/rules.md has no heading #2-what',
        'code.ts:2: docs/old.md does not exist',
        'docs/rules.md:5: docs/old.md does not exist',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
