import { Fragment } from 'react';
import styled from 'styled-components';
import type { Staff } from '@spotter/shared';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const orNA = (value: string) => value.trim() || 'N/A';
const orDash = (value: string | number | null, unit = '') =>
  value === null || value === '' ? '-' : `${value}${unit}`;

/** docs/product/screens.md §2: missing text reads 'N/A', missing numbers and blood group '-'. */
export function StaffDetails({ staff }: { staff: Staff }) {
  const rows: [string, string][] = [
    ['Phone', orNA(staff.phone_number)],
    ['Email', orNA(staff.email)],
    ['Location', orNA(staff.location)],
    ['Role', staff.trainer_or_staff || 'Trainer'],
    ['Age', orDash(staff.age)],
    ['Weight', orDash(staff.weight, ' kg')],
    ['Blood Group', orDash(staff.blood_group)],
  ];
  return (
    <List>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
