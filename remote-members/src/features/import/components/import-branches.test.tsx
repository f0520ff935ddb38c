import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, pathTo, setActiveBranch, type ReviewedRow } from '@spotter/shared';
import { call, firstBranchOnly, sampleBranch, type FakeSheet } from '@spotter/shared/testing';
import { messySheet, renderImport, reviewSheet, sheetFile, uploadSheet } from './import-test-data';

const twoBranches = () => [...firstBranchOnly(), sampleBranch(2, { name: 'Baner' })];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  setActiveBranch(null);
  jest.restoreAllMocks();
});

/** The messy sheet, whose seventh row's member is at Baner: skipped unless other branches are updated. */
function branchSheet(): FakeSheet {
  const sheet = messySheet(7);
  return {
    ...sheet,
    review: (mapping, plans, otherBranches, sharedPhones) => {
      const review = sheet.review(mapping, plans, otherBranches, sharedPhones);
      const rows = review.rows.map((row, i): ReviewedRow =>
        i !== 6
          ? row
          : otherBranches
            ? {
                ...row,
                outcome: 'update',
                member_id: 9,
                changes: ['Fee'],
                changed: [{ label: 'Fee', from: '1,200', to: '1,500' }],
                branch: 'Baner',
                reason: null,
              }
            : {
                ...row,
                outcome: 'other_branch',
                member_id: 9,
                branch: 'Baner',
                reason: 'Member of Baner',
              },
      );
      return { ...review, rows };
    },
  };
}

const counts = () =>
  Object.fromEntries(
    within(screen.getByLabelText('Counts'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

test('Import into branch offers the branches, starts at the top bar’s and sends the one chosen', async () => {
  setActiveBranch(2);
  const api = renderImport({ branches: twoBranches(), sheet: branchSheet() });
  const select = await screen.findByRole('combobox', { name: 'Import into branch' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Main branch', 'Baner']);
  expect(select).toHaveDisplayValue('Baner');
  await userEvent.selectOptions(select, 'Main branch');
  const file = sheetFile();
  await uploadSheet(file);
  expect(api.calls).toContainEqual(
    call('POST', `${paths.imports.upload}?file_name=members.csv&branch_id=1&branch=2`, { file }),
  );
});

test('one branch: no branch to choose, none sent', async () => {
  const api = renderImport();
  await screen.findByRole('button', { name: 'Upload' });
  expect(screen.queryByRole('combobox', { name: 'Import into branch' })).toBeNull();
  const file = sheetFile();
  await uploadSheet(file);
  expect(api.calls).toContainEqual(
    call('POST', `${paths.imports.upload}?file_name=members.csv`, { file }),
  );
});

test('the review says where new members go, skips other branches’ members until asked, and the run is sent the same choice', async () => {
  setActiveBranch(2);
  const api = renderImport({ branches: twoBranches(), sheet: branchSheet() });
  await screen.findByRole('combobox', { name: 'Import into branch' });
  await uploadSheet();
  await reviewSheet();
  expect(screen.getByText('New members join Baner.')).toBeInTheDocument();
  expect(counts()).toMatchObject({ Update: '1', 'Other branch': '1' });
  expect(screen.getByText('Member of Baner')).toBeInTheDocument();
  // An update names its member's branch.
  expect(screen.getByText('Branch: Main branch')).toBeInTheDocument();

  const tick = screen.getByRole('checkbox', { name: 'Also update members of other branches' });
  expect(tick).not.toBeChecked();
  await userEvent.click(tick);
  expect(await screen.findByText('Fee: 1,200 → 1,500')).toBeInTheDocument();
  expect(tick).toBeChecked();
  expect(counts()).toMatchObject({ Update: '2', 'Other branch': '0' });
  expect(api.calls).toContainEqual(
    call('POST', `${pathTo(paths.imports.review, { id: 1 })}?branch=2`, {
      mapping: expect.any(Object),
      other_branches: true,
      shared_phones: false,
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
  expect(await screen.findByText('Imported 1 members, updated 2, skipped 4.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.startsWith(pathTo(paths.imports.run, { id: 1 })))).toEqual([
    call('POST', `${pathTo(paths.imports.run, { id: 1 })}?branch=2`, {
      from: 0,
      other_branches: true,
      shared_phones: false,
    }),
  ]);
});
