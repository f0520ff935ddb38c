export interface Plan {
  id: number;
  name: string;
  duration_days: number;
  price: number | null;
  description: string;
}

/** What the add and edit plan calls send (SPEC §7). */
export interface PlanInput {
  name: string;
  duration_days: number;
  price: number | null;
  description: string;
}
