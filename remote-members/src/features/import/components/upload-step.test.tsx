import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call } from '@spotter/shared/testing';
import { currentStep, renderImport, sheetFile, uploadSheet } from './import-test-data';
import { paths } from '@spotter/shared';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('opens on Upload: the heading, the four steps, a file field for .csv and .xlsx, Upload once a file is chosen', async () => {
  renderImport();
  expect(screen.getByRole('heading', { level: 1, name: 'Import members' })).toBeInTheDocument();
  const steps = screen.getByRole('list', { name: 'Steps' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['Upload', 'Match columns', 'Review', 'Import']);
  expect(currentStep()).toBe('Upload');
  const input = screen.getByLabelText('Spreadsheet (.csv or .xlsx)');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.csv,.xlsx');
  expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await userEvent.upload(input, sheetFile());
  expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
});

test("sends the file's own bytes with its name, then shows Match columns", async () => {
  const api = renderImport();
  const file = sheetFile('april members.csv');
  await uploadSheet(file);
  expect(api.calls).toContainEqual(
    call('POST', `${paths.imports.upload}?file_name=april+members.csv`, { file }),
  );
  expect(currentStep()).toBe('Match columns');
  // The step's heading takes the focus, so a keyboard or a screen reader goes on from there.
  expect(screen.getByRole('heading', { level: 2, name: 'Match columns' })).toHaveFocus();
});

test('a file over 10 MB is refused before anything is sent', async () => {
  const api = renderImport();
  const big = sheetFile('big.csv');
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  await userEvent.upload(screen.getByLabelText('Spreadsheet (.csv or .xlsx)'), big);
  expect(
    screen.getByText('The file is larger than 10 MB. Split it into smaller files and import each.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Spreadsheet (.csv or .xlsx)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  expect(api.calls.filter((c) => c.path.startsWith(paths.imports.upload))).toEqual([]);
  // A smaller file clears it.
  await userEvent.upload(screen.getByLabelText('Spreadsheet (.csv or .xlsx)'), sheetFile());
  expect(screen.queryByText(/larger than 10 MB/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
});

test("the server's refusal shows in an alert and the step stays on Upload", async () => {
  renderImport({ sheet: undefined });
  await userEvent.upload(screen.getByLabelText('Spreadsheet (.csv or .xlsx)'), sheetFile('a.csv'));
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This file is not a spreadsheet. Choose a .csv or .xlsx file.',
  );
  expect(currentStep()).toBe('Upload');
});
