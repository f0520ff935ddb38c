import {
  branchesResource,
  formatDate,
  useResourceAll,
  type ClassSlot,
  type Column,
} from '@spotter/shared';
import { classSlotsResource, WEEKDAYS } from '../api/classes-resources';
import { SetupListPage } from './setup-list-page';

/** A slot as its row menu and confirmation name it: "Yoga, Monday 07:00". */
export const slotName = (slot: ClassSlot) =>
  `${slot.class_name}, ${WEEKDAYS[slot.weekday - 1]} ${slot.start_time}`;

/**
 * The timetable (`/classes/timetable`, `classes.manage`): one row per weekly slot of the branches
 * the tab reads, with Add, Edit and a confirmed Delete.
 */
export function TimetablePage() {
  const { rows: branches } = useResourceAll(branchesResource);
  const branchName = (id: number) => branches.find((branch) => branch.id === id)?.name ?? '';
  const columns: Column<ClassSlot>[] = [
    { key: 'class', header: 'Class type', card: 'title', cell: (slot) => slot.class_name },
    { key: 'branch', header: 'Branch', cell: (slot) => branchName(slot.branch_id) },
    { key: 'weekday', header: 'Day', cell: (slot) => WEEKDAYS[slot.weekday - 1] },
    { key: 'start_time', header: 'Start time', cell: (slot) => slot.start_time },
    { key: 'trainer', header: 'Trainer', cell: (slot) => slot.trainer_name ?? '' },
    { key: 'room', header: 'Room', priority: 'secondary', cell: (slot) => slot.room },
    { key: 'capacity', header: 'Capacity', cell: (slot) => slot.capacity },
    {
      key: 'from',
      header: 'From',
      priority: 'secondary',
      cell: (slot) => (slot.from_date ? formatDate(slot.from_date) : ''),
    },
    {
      key: 'until',
      header: 'Until',
      priority: 'secondary',
      cell: (slot) => (slot.until_date ? formatDate(slot.until_date) : ''),
    },
  ];
  return (
    <SetupListPage
      resource={classSlotsResource}
      title="Timetable"
      path="/classes/timetable"
      addLabel="Add slot"
      columns={columns}
      nameOf={slotName}
      emptyText="No slots on the timetable yet."
      loadError="Could not load the timetable."
      deleteTitle="Delete slot"
      deleteMessage={(slot) => `Delete ${slotName(slot)} and its sessions to come?`}
    />
  );
}
