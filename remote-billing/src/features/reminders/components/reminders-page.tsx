import { useState } from 'react';
import styled from 'styled-components';
import {
  DebouncedSearchInput,
  ListTable,
  PageHeader,
  useBranchColumns,
  useApi,
  useListPage,
  useUrlFilters,
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

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
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
 * WhatsApp, a number to call, and each contact's outcome logged.
 */
export function RemindersPage() {
  const filters = useUrlFilters(FILTERS);
  const tab = filters.values.tab;
  const list = useListPage(remindersResource, { filters: filters.query });
  const { data: counts } = useApi<ReminderCounts>(COUNTS_PATH);
  const [logging, setLogging] = useState<ReminderTask | null>(null);
  const columns = useBranchColumns(
    reminderColumns(tab === 'done' ? null : setLogging),
    'home_branch_id',
  );
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
      {logging && <LogOutcomeDialog task={logging} onClose={() => setLogging(null)} />}
    </>
  );
}
