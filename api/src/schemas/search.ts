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

/** A hit of a kind a section lists in its own group (its declaration's `search`): by name. */
export const OtherHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** A second line, as the list shows it ("60 minutes"). */
  detail: Type.String(),
});
export type OtherHit = Static<typeof OtherHit>;

/**
 * Members newest first; trainers and staff, and plans, by name; and `more`, the hits of the kinds
 * the sections list in groups of their own (`class_types`), each for the accounts that may open
 * them (left out for the others).
 */
export const SearchResults = succeeded({
  members: Type.Array(MemberHit, { maxItems: SEARCH_LIMIT }),
  staff: Type.Array(StaffHit, { maxItems: SEARCH_LIMIT }),
  plans: Type.Array(PlanHit, { maxItems: SEARCH_LIMIT }),
  more: Type.Record(Type.String(), Type.Array(OtherHit, { maxItems: SEARCH_LIMIT })),
});
export type SearchResults = Static<typeof SearchResults>;
