import { formatDateTime, type ActivityRow, type Column } from '@spotter/shared';

/**
 * When, who, what and its details (docs/product/activity.md §23). A phone's card is named by what was
 * done; a tablet leaves the details out, which the phone's card and the CSV still hold.
 */
export const activityColumns: Column<ActivityRow>[] = [
  { key: 'when', card: 'detail', header: 'When', cell: (row) => formatDateTime(row.at) },
  { key: 'who', header: 'Who', cell: (row) => row.who },
  { key: 'what', card: 'title', header: 'What', cell: (row) => row.what },
  {
    key: 'details',
    priority: 'secondary',
    card: 'detail',
    header: 'Details',
    cell: (row) => row.details,
  },
];
