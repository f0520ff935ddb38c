import type { Plan } from '@spotter/shared';

/** SPEC §5: a plan matches on name, description or price (case-insensitive substring). */
export function filterPlans(plans: Plan[], query: string): Plan[] {
  const q = query.trim().toLowerCase();
  if (!q) return plans;
  // '₹1,200' and '1200' both search the price 1200.
  const digits = q.replace(/[₹,\s]/g, '');
  const searchesPrice = /^\d+$/.test(digits);
  return plans.filter(
    (plan) =>
      plan.name.toLowerCase().includes(q) ||
      plan.description.toLowerCase().includes(q) ||
      (searchesPrice && plan.price !== null && String(plan.price).includes(digits)),
  );
}
