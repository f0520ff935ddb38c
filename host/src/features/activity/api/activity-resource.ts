import {
  defineResource,
  localDay,
  paths,
  useApi,
  type ActivityKind,
  type ActivityPage,
  type ActivityPeople,
  type ActivityRow,
} from '@spotter/shared';

/** The trail, newest first, read a page at a time; nothing in it is ever edited. */
export const activityResource = defineResource({
  list: paths.activity.list,
  plain: (page: ActivityPage) => page.data,
  rowId: (row: ActivityRow) => row.id,
});

/** The filters the list and its download share, as the URL and the API name them; '' is "any". */
export interface ActivityFilterValues {
  admin_id: string;
  kind: ActivityKind | '';
  from: string;
  to: string;
}

/** Every account the person filter offers, disabled ones too. */
export const usePeople = () => useApi<ActivityPeople>(paths.activity.people);

/** The CSV of every record these filters list, and the name it is saved under. */
export function downloadPath(filters: ActivityFilterValues) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return `${paths.activity.download}${query ? `?${query}` : ''}`;
}
export const downloadFilename = () => `activity-${localDay()}.csv`;
