import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewedRow } from '@spotter/shared';
import {
  fakeApi,
  renderRoutes,
  type Answer,
  type FakeSeed,
  type FakeSheet,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';

export const COLUMNS = ['Full name', 'Mobile', 'Membership', 'DOJ', 'Paid'];

/**
 * A sheet of `count` rows whose second row updates a member, third repeats the first's phone,
 * fourth names a plan that does not exist until it is created, fifth changes nothing and sixth
 * breaks a rule; every other row is new.
 */
export function messySheet(count = 6, kept: FakeSheet['kept'] = []): FakeSheet {
  const rows = Array.from({ length: count }, (_, i) => [
    `Member ${i + 1}`,
    `+91 98765 ${String(i + 1).padStart(5, '0')}`,
    i === 3 ? 'platinum' : 'Gold',
    '03/04/2024',
    '1,500/-',
  ]);
  return {
    columns: COLUMNS,
    rows,
    mapping: { name: 0, phone: 1, plan: 2, joining_date: 3, paid: 4 },
    kept,
    review: (_mapping, plans) => {
      const platinum = plans.some((plan) => plan.name === 'platinum');
      const reviewed = rows.map(([name = '', phone = ''], i): ReviewedRow => {
        const row = {
          row: i + 2,
          name,
          phone,
          member_id: null,
          changes: [],
          changed: [],
          branch: null,
          reason: null,
        };
        if (i === 1)
          return {
            ...row,
            outcome: 'update',
            member_id: 7,
            changes: ['Plan', 'Paid'],
            changed: [
              { label: 'Plan', from: 'Silver', to: 'Gold' },
              { label: 'Paid', from: '1,200', to: '1,500' },
            ],
            branch: 'Main branch',
          };
        if (i === 2) return { ...row, outcome: 'duplicate', reason: 'Same phone as row 2' };
        if (i === 3 && !platinum)
          return { ...row, outcome: 'error', reason: 'Plan "platinum" does not exist' };
        if (i === 4) return { ...row, outcome: 'unchanged', member_id: 8 };
        if (i === 5)
          return { ...row, outcome: 'error', reason: 'Paid amount cannot be more than the fee' };
        return { ...row, outcome: 'new' };
      });
      return { day_first: true, missing_plans: platinum ? [] : ['platinum'], rows: reviewed };
    },
  };
}

/** The import screen, on the fake API holding `seed` (the messy sheet by default). */
export function renderImport(seed: Partial<FakeSeed> = {}, override?: Answer) {
  const api = fakeApi({ sheet: messySheet(), ...seed }, override);
  renderRoutes(routes, '/users/import');
  return api;
}

export const sheetFile = (name = 'members.csv') =>
  new File(['Full name,Mobile\r\nAsha,9876500001\r\n'], name, { type: 'text/csv' });

/** Chooses `file` and uploads it, on to Match columns. */
export async function uploadSheet(file = sheetFile()) {
  await userEvent.upload(screen.getByLabelText('Spreadsheet (.csv or .xlsx)'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await screen.findByRole('heading', { level: 2, name: 'Match columns' });
}

/** From Match columns, on to Review. */
export async function reviewSheet() {
  await userEvent.click(screen.getByRole('button', { name: 'Review' }));
  await screen.findByRole('heading', { level: 2, name: 'Review' });
}

/** The step the step list marks as the current one. */
export const currentStep = () =>
  screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')?.textContent;
