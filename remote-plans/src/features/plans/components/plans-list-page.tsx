import {
  formatDuration,
  formatRupees,
  listTexts,
  plansResource,
  ResourceListPage,
  type Column,
  type Plan,
} from '@spotter/shared';

const columns: Column<Plan>[] = [
  { key: 'name', card: 'title', header: 'Name', cell: (plan) => plan.name, sortable: true },
  { key: 'price', header: 'Price', cell: (plan) => formatRupees(plan.price), sortable: true },
  {
    key: 'duration_days',
    header: 'Duration',
    cell: (plan) => formatDuration(plan.duration_days),
    sortable: true,
  },
];

/** Plans match their name, description or price on the server ('₹1,200' and '1200' alike). */
export function PlansListPage() {
  return (
    <ResourceListPage
      resource={plansResource}
      texts={listTexts('Plans', 'plans', 'plan')}
      add={{ label: 'Add Plan', to: '/plans/add' }}
      columns={columns}
      rowName={(plan) => plan.name}
      editTo={(plan) => `/plans/${plan.id}/edit`}
    />
  );
}
