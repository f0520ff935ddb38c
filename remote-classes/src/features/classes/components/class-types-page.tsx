import type { ClassType, Column } from '@spotter/shared';
import { classTypesResource } from '../api/classes-resources';
import { SetupListPage } from './setup-list-page';

const columns: Column<ClassType>[] = [
  { key: 'name', header: 'Name', card: 'title', cell: (type) => type.name },
  { key: 'duration_minutes', header: 'Duration (minutes)', cell: (type) => type.duration_minutes },
  { key: 'capacity', header: 'Capacity', cell: (type) => type.capacity },
  {
    key: 'description',
    header: 'Description',
    priority: 'secondary',
    cell: (type) => type.description,
  },
];

/**
 * The class types (`/classes/types`, `classes.manage`): Name, Duration (minutes), Capacity and
 * Description, with Add, Edit and a confirmed Delete.
 */
export function ClassTypesPage() {
  return (
    <SetupListPage
      resource={classTypesResource}
      title="Class types"
      path="/classes/types"
      addLabel="Add class type"
      columns={columns}
      nameOf={(type) => type.name}
      emptyText="No class types yet."
      loadError="Could not load the class types."
      deleteTitle="Delete class type"
      deleteMessage={(type) => `Delete ${type.name}?`}
    />
  );
}
