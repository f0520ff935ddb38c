import { Type, type Static } from 'typebox';
import { Line, succeeded } from './common';
import { ROLES } from './staff';

/** At most this many of each kind (docs/product/settings-and-search.md §18). */
export const SEARCH_LIMIT = 5;

/** `GET /search?q=`: the keyword typed into the top bar. */
export const SearchQuery = Type.Object({ q: Line({ maxLength: 100, required: true }) });
export type SearchQuery = Static<typeof SearchQuery>;

export const MemberHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  status: Type.String(),
  /** The member's home branch (docs/product/branches.md §26). */
  home_branch_id: Type.Integer(),
});
export type MemberHit = Static<typeof MemberHit>;

export const StaffHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.Enum(ROLES),
});
export type StaffHit = Static<typeof StaffHit>;

export const PlanHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  duration_days: Type.Integer(),
});
export type PlanHit = Static<typeof PlanHit>;

/** Members newest first; trainers and staff, and plans, by name. */
export const SearchResults = succeeded({
  members: Type.Array(MemberHit, { maxItems: SEARCH_LIMIT }),
  staff: Type.Array(StaffHit, { maxItems: SEARCH_LIMIT }),
  plans: Type.Array(PlanHit, { maxItems: SEARCH_LIMIT }),
});
export type SearchResults = Static<typeof SearchResults>;
