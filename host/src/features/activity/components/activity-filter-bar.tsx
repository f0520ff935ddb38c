import {
  choiceFilter,
  DateRangeFields,
  dayRangeFilters,
  SelectField,
  type ActivityKind,
  type UrlFilterState,
  type UrlFilters,
} from '@spotter/shared';
import { usePeople, type ActivityFilterValues } from '../api/activity-resource';

/** The kind filter's choices, in the order it offers them; every kind of the contract has one. */
const KIND_LABELS: Record<ActivityKind, string> = {
  members: 'Members',
  plans: 'Plans',
  staff: 'Trainers & staff',
  enquiries: 'Enquiries',
  payments: 'Payments',
  attendance: 'Attendance',
  team: 'Team',
  'sign-ins': 'Sign-ins',
  settings: 'Settings',
};
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

/** `?admin_id=&kind=&from=&to=`: who acted, on what kind of thing, and the days, both included. */
export const ACTIVITY_FILTERS: UrlFilters<ActivityFilterValues> = {
  admin_id: { default: '', parse: (text) => (/^[1-9]\d{0,15}$/.test(text) ? text : undefined) },
  kind: choiceFilter(Object.keys(KIND_LABELS) as ActivityKind[]),
  ...dayRangeFilters(),
};

/** Person, kind and the date range; each change reaches the URL (and the server) at once. */
export function ActivityFilterFields({
  filters,
}: {
  filters: UrlFilterState<ActivityFilterValues>;
}) {
  const people = usePeople().data?.data;
  const options = (people ?? []).map((person) => ({
    value: String(person.id),
    label: person.name,
  }));
  // An old link's account that is no longer offered still names the filter in use, not Everyone.
  const chosen = filters.values.admin_id;
  if (people && chosen && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: `Account #${chosen}` });
  return (
    <>
      <SelectField
        label="Person"
        options={options}
        placeholder="Everyone"
        {...filters.field('admin_id')}
      />
      <SelectField
        label="Kind"
        options={KIND_OPTIONS}
        placeholder="All"
        {...filters.field('kind')}
      />
      <DateRangeFields filters={filters} />
    </>
  );
}
