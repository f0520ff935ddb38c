import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, pathTo, type ReviewedRow } from '@spotter/shared';
import { call, type FakeSheet } from '@spotter/shared/testing';
import { messySheet, renderImport, reviewSheet, uploadSheet } from './import-test-data';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/**
 * The messy sheet whose third row has the first row's phone under another name (a family member):
 * a Duplicate until the importer chooses to import family members who share a phone, then a new
 * member sharing it (Shared phone).
 */
function familySheet(): FakeSheet {
  const sheet = messySheet();
  return {
    ...sheet,
    review: (mapping, plans, otherBranches, sharedPhones) => {
      const review = sheet.review(mapping, plans, otherBranches, sharedPhones);
      const rows = review.rows.map((row, i): ReviewedRow =>
        i === 2 && sharedPhones
          ? { ...row, outcome: 'shared', reason: 'Shares the phone of row 2' }
          : row,
      );
      return { ...review, rows, shared_offered: sharedPhones ? 0 : 1 };
    },
  };
}

const counts = () =>
  Object.fromEntries(
    within(screen.getByLabelText('Counts'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const LABEL = 'Import family members who share a phone';

test('offers rows with a taken phone under another name as family members, reviews again when ticked, and the run is sent the same choice', async () => {
  const api = renderImport({ sheet: familySheet() });
  await uploadSheet();
  await reviewSheet();
  // Not chosen: no Shared phone count, the row is a Duplicate, and the choice says why it is offered.
  expect(counts()).not.toHaveProperty(['Shared phone']);
  expect(counts()).toMatchObject({ New: '1', 'Duplicate in file': '1' });
  expect(
    screen.getByText('1 row with the phone of a member or of an earlier row under another name.'),
  ).toBeInTheDocument();
  const tick = screen.getByRole('checkbox', { name: LABEL });
  expect(tick).not.toBeChecked();

  await userEvent.click(tick);
  expect(await screen.findByText('Shares the phone of row 2')).toBeInTheDocument();
  expect(tick).toBeChecked();
  expect(counts()).toMatchObject({ New: '1', 'Shared phone': '1', 'Duplicate in file': '0' });
  expect(
    screen.getByText('1 row imported as new members sharing a phone that is taken.'),
  ).toBeInTheDocument();
  expect(api.calls).toContainEqual(
    call('POST', pathTo(paths.imports.review, { id: 1 }), {
      mapping: expect.any(Object),
      other_branches: false,
      shared_phones: true,
    }),
  );
  // Show offers the new outcome, and lists just that row.
  await userEvent.selectOptions(screen.getByLabelText('Show'), 'Shared phone');
  const shown = within(screen.getByRole('table', { name: "The sheet's rows" }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(shown).toEqual([
    ['4', 'Shared phone', 'Member 3', '+91 98765 00003', 'Shares the phone of row 2'],
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
  expect(await screen.findByText('Imported 2 members, updated 1, skipped 3.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path === pathTo(paths.imports.run, { id: 1 }))).toEqual([
    call('POST', pathTo(paths.imports.run, { id: 1 }), {
      from: 0,
      other_branches: false,
      shared_phones: true,
    }),
  ]);
});

test('a sheet with no taken phone under another name offers no such choice', async () => {
  renderImport();
  await uploadSheet();
  await reviewSheet();
  expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
  expect(counts()).not.toHaveProperty(['Shared phone']);
});
