import {
  DownloadButton,
  rangeErrorOf,
  ResourceListPage,
  useDownload,
  useUrlFilters,
} from '@spotter/shared';
import { activityResource, downloadFilename, downloadPath } from '../api/activity-resource';
import { activityColumns } from './activity-columns';
import { ACTIVITY_FILTERS, ActivityFilterFields } from './activity-filter-bar';

/**
 * `/activity` (activity.view): every write of the gym, newest first, filtered and paged on the
 * server; Download saves all that the filters list as a CSV.
 */
export function ActivityListPage() {
  const filters = useUrlFilters(ACTIVITY_FILTERS);
  const rangeError = rangeErrorOf(filters.values);
  const download = useDownload();

  return (
    <ResourceListPage
      resource={activityResource}
      texts={{
        title: 'Activity',
        empty: 'No activity yet.',
        noMatch: 'No activity matches these filters.',
        loadFailed: 'Could not load the activity.',
      }}
      columns={activityColumns}
      rowName={(row) => row.what}
      headerActions={() => (
        <DownloadButton
          disabled={rangeError !== null}
          download={() => download(downloadPath(filters.values), downloadFilename())}
        >
          Download
        </DownloadButton>
      )}
      filters={filters}
      filterFields={<ActivityFilterFields filters={filters} />}
      blocked={rangeError && 'Choose a From date on or before the To date to see activity.'}
      defaultPageSize={25}
    />
  );
}
