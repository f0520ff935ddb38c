import { useState } from 'react';
import styled from 'styled-components';
import {
  ConfirmDialog,
  DateField,
  errorMessage,
  expectSuccess,
  isAbortError,
  ListTable,
  memberInvoiceFilename,
  memberInvoicePath,
  PageHeader,
  request,
  useAbortOnUnmount,
  useConfirmDelete,
  useDownload,
  useToast,
  type AttendanceRecord,
  type AttendanceSaved,
} from '@spotter/shared';
import { useSWRConfig } from 'swr';
import { attendanceResource, checkOutPath } from '../api/attendance-resource';
import { attendanceColumns } from './attendance-columns';
import { localToday } from './attendance-format';
import { CheckInPanel } from './check-in-panel';
import { useAttendanceDay } from './use-attendance-day';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const CONFIRM_REMOVE = 'Are you sure you want to delete this attendance record?';

/** `/attendance` (docs/product.md §16): check-in at the desk, a day's check-ins, check-out, invoice, remove. */
export function AttendancePage() {
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const download = useDownload();
  const { mutate } = useSWRConfig();
  const list = useAttendanceDay();
  const deletion = useConfirmDelete(attendanceResource, list.key);
  const [checkingOut, setCheckingOut] = useState<number | null>(null);

  const checkOut = async (record: AttendanceRecord) => {
    setCheckingOut(record.id);
    try {
      const saved = expectSuccess(
        await request<AttendanceSaved>(checkOutPath(record.id), {
          method: 'POST',
          signal: signal(),
        }),
        'Check-out failed!',
      );
      toast.success(saved.message);
    } catch (caught) {
      if (isAbortError(caught)) return;
      console.error(`Failed to check out attendance record ${record.id}`, caught);
      toast.error(errorMessage(caught, 'Check-out failed!'));
    } finally {
      setCheckingOut(null);
      void mutate(attendanceResource.isListKey);
    }
  };

  const columns = attendanceColumns({
    checkOut: (record) => void checkOut(record),
    checkingOut,
    actions: (record) => [
      {
        label: 'Invoice',
        onSelect: () =>
          void download(
            memberInvoicePath(record.member_id),
            memberInvoiceFilename(record.member_id),
          ),
      },
      { label: 'Remove', tone: 'danger', onSelect: () => deletion.ask(record) },
    ],
  });

  return (
    <>
      <PageHeader
        title="Attendance"
        actions={
          <Count>
            Checked in now: <strong>{list.checkedInNow ?? '…'}</strong>
          </Count>
        }
      />
      <Stack>
        <CheckInPanel onCheckedIn={() => list.setDay(localToday())} />
        <Toolbar>
          <DateField
            label="Day"
            value={list.day}
            onChange={list.setDay}
            max="2100-12-31"
            min="1900-01-01"
          />
        </Toolbar>
        <ListTable
          list={list}
          loadFailed="Could not load attendance."
          caption="Attendance"
          columns={columns}
          rowKey={(record) => record.id}
          emptyText="No check-ins on this day."
        />
      </Stack>
      <ConfirmDialog
        open={deletion.pending !== null}
        message={CONFIRM_REMOVE}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
