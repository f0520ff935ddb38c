import { useState } from 'react';
import styled from 'styled-components';
import {
  ChooseBranchNote,
  DateField,
  dayFilter,
  memberInvoiceFilename,
  memberInvoicePath,
  ResourceListPage,
  useBranchNeeded,
  useBranchColumns,
  useDownload,
  useResourceWrites,
  useSave,
  useUrlFilters,
  type AttendancePage as AttendanceReply,
  type AttendanceRecord,
  type Page,
} from '@spotter/shared';
import { ATTENDANCE_PAGE_SIZE, attendanceResource } from '../api/attendance-resource';
import { attendanceColumns } from './attendance-columns';
import { localToday } from './attendance-format';
import { CheckInPanel } from './check-in-panel';
import { useMemberBoxFocus } from './member-box-focus';

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const CONFIRM_REMOVE = 'Are you sure you want to delete this attendance record?';

// The attendance route answers a day's page with today's count beside it.
const checkedInNow = (reply: Page<AttendanceRecord> | undefined) =>
  (reply as AttendanceReply | undefined)?.checked_in_now;

/** `/attendance` (docs/product/attendance.md §16): check-in at the desk, a day's check-ins, check-out, invoice, remove. */
export function AttendancePage() {
  const save = useSave();
  const download = useDownload();
  const { checkOut: sendCheckOut } = useResourceWrites(attendanceResource).actions;
  // The day shown (`?day=`), today by default.
  const filters = useUrlFilters({ day: dayFilter(localToday()) });
  const [checkingOut, setCheckingOut] = useState<number | null>(null);
  const box = useMemberBoxFocus();
  // A visit happens at one branch: under All branches the desk picks one first.
  const branchNeeded = useBranchNeeded();

  const checkOut = async (record: AttendanceRecord) => {
    setCheckingOut(record.id);
    await save((signal) => sendCheckOut(record.id, undefined, signal), {
      success: (saved) => saved.message,
      failure: 'Check-out failed!',
    });
    setCheckingOut(null);
    // The row's button is gone once the member is out: the desk goes on from the Member box.
    box.focus();
  };
  const columns = useBranchColumns(
    attendanceColumns({ checkOut: (record) => void checkOut(record), checkingOut }),
    'branch_id',
  );

  return (
    <ResourceListPage
      resource={attendanceResource}
      texts={{
        title: 'Attendance',
        empty: 'No check-ins on this day.',
        noMatch: 'No check-ins on this day.',
        loadFailed: 'Could not load attendance.',
        confirmDelete: CONFIRM_REMOVE,
        actions: 'Action',
      }}
      columns={columns}
      rowName={(record) => record.name}
      defaultPageSize={ATTENDANCE_PAGE_SIZE}
      headerActions={(list) => (
        <Count>
          Checked in now: <strong>{checkedInNow(list.reply) ?? '…'}</strong>
        </Count>
      )}
      above={
        branchNeeded ? (
          <ChooseBranchNote>Choose a branch in the top bar to check members in.</ChooseBranchNote>
        ) : (
          <CheckInPanel box={box} onCheckedIn={() => filters.set('day', localToday())} />
        )
      }
      filters={filters}
      filterFields={
        <DateField label="Day" max="2100-12-31" min="1900-01-01" {...filters.field('day')} />
      }
      rowMenu={(record, { remove }) => [
        {
          label: 'Invoice',
          onSelect: () =>
            void download(
              memberInvoicePath(record.member_id),
              memberInvoiceFilename(record.member_id),
            ),
          permission: 'invoices.view',
        },
        { label: 'Remove', tone: 'danger', onSelect: remove },
      ]}
    />
  );
}
