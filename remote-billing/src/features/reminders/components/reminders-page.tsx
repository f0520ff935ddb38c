import { useState } from 'react';
import styled from 'styled-components';
import {
  DebouncedSearchInput,
  ListTable,
  PageHeader,
  useBranchColumns,
  useApi,
  useCan,
  useListPage,
  useUrlFilters,
  visuallyHidden,
  type ReminderCounts,
  type ReminderTab,
  type ReminderTask,
  type UrlFilter,
} from '@spotter/shared';
import { Tabs } from '@spotter/shared/tabs';
import { COUNTS_PATH, remindersResource } from '../api/reminders-resource';
import { LogOutcomeDialog } from './log-outcome-dialog';
import { reminderColumns } from './reminder-columns';
import { SendByEmail } from './send-by-email';
import { useWhatsAppReturn } from './use-whatsapp-return';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

// Present from the start, so that what it says once the desk is back from WhatsApp is announced.
const Announcement = styled.p`
  ${visuallyHidden}
`;

const TABS: { key: ReminderTab; label: string; empty: string }[] = [
  { key: 'due', label: 'Due today', empty: 'Nothing to follow up today.' },
  { key: 'upcoming', label: 'Upcoming', empty: 'Nothing coming up in the next 7 days.' },
  { key: 'done', label: 'Done', empty: 'No reminders done yet.' },
];

/** The tab in the URL (`?tab=`); Due today without one. */
const TAB: UrlFilter<ReminderTab> = {
  default: 'due',
  parse: (text) => TABS.find((tab) => tab.key === text)?.key,
};
const FILTERS = { tab: TAB };

/**
 * Reminders (docs/product/reminders.md §25): the desk's daily follow-ups, by tab, with the message ready for
 * WhatsApp, a number to call, and each contact's outcome logged: the members' reminders and the
 * enquiries' follow-ups alike.
 */
export function RemindersPage() {
  const filters = useUrlFilters(FILTERS);
  const tab = filters.values.tab;
  const list = useListPage(remindersResource, { filters: filters.query });
  const { data: counts } = useApi<ReminderCounts>(COUNTS_PATH);
  const [logging, setLogging] = useState<ReminderTask | null>(null);
  const whatsapp = useWhatsAppReturn();
  const mayOpenEnquiries = useCan('enquiries.manage');
  const columns = useBranchColumns(
    reminderColumns(tab === 'done' ? null : { logOutcome: setLogging, whatsapp }, {
      enquiries: list.rows.some((row) => row.enquiry !== null),
      mayOpenEnquiries,
    }),
    'home_branch_id',
  );
  // Offered while its row is in view: logged from the dialog instead, it has left the queue.
  const back =
    tab !== 'done' && list.rows.some((row) => row.id === whatsapp.offered?.id)
      ? whatsapp.offered
      : null;
  const counted = (key: ReminderTab, label: string) =>
    counts && key !== 'done' ? `${label} (${counts[key]})` : label;
  const current = TABS.find((t) => t.key === tab)!;

  return (
    <>
      <PageHeader title="Reminders" />
      <Tabs
        label="Reminders"
        tabs={TABS.map((t) => ({ key: t.key, label: counted(t.key, t.label) }))}
        selected={tab}
        onSelect={(key) => filters.set('tab', key)}
      >
        <Stack>
          {tab === 'due' && <SendByEmail offered={Boolean(counts?.due)} />}
          <DebouncedSearchInput label="Search members" value={list.q} onChange={list.setQuery} />
          <ListTable
            list={list}
            loadFailed="Could not load reminders."
            caption={`Reminders: ${current.label}`}
            columns={columns}
            rowKey={remindersResource.rowId}
            emptyText={list.q.trim() ? 'No reminders match your search.' : current.empty}
          />
        </Stack>
      </Tabs>
      <Announcement aria-live="polite">
        {back &&
          `Back from WhatsApp with ${back.name}: Sent on WhatsApp logs the reminder as sent.`}
      </Announcement>
      {logging && <LogOutcomeDialog task={logging} onClose={() => setLogging(null)} />}
    </>
  );
}
