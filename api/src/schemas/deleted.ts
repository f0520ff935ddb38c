import { Type, type Static } from 'typebox';
import { pageOf, saved, WholeNumber } from './common';

/**
 * Deleted items (docs/product/activity.md §23): what a delete of a member, plan, trainer or enquiry keeps
 * for 30 days, and bringing it back. The kinds are the activity trail's names for the same things.
 */

export const DELETED_KINDS = ['members', 'plans', 'staff', 'enquiries'] as const;
export const DeletedKind = Type.Enum([...DELETED_KINDS]);
export type DeletedKind = Static<typeof DeletedKind>;

/** How long a deleted item can be restored before it is removed for good. */
export const DELETED_ITEMS_KEPT_DAYS = 30;

export const DeletedQuery = Type.Object({
  page: Type.Optional(WholeNumber({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(WholeNumber({ minimum: 1, maximum: 100 })),
  kind: Type.Optional(DeletedKind),
});
export type DeletedQuery = Static<typeof DeletedQuery>;

/** One deleted item as the Deleted items screen lists it, newest deletion first. */
export const DeletedItem = Type.Object({
  /** The deleted item's own id: what `POST /deleted/restore/:id` takes. */
  id: Type.Integer(),
  kind: DeletedKind,
  /** The id the member, plan, trainer or enquiry had, and has again once restored. */
  item_id: Type.Integer(),
  name: Type.String(),
  /** The account that deleted it, by its name then. */
  deleted_by: Type.String(),
  /** ISO-8601 instants: when it was deleted, and when it is removed for good. */
  deleted_at: Type.String(),
  removed_at: Type.String(),
});
export type DeletedItem = Static<typeof DeletedItem>;

export const DeletedPage = pageOf(DeletedItem);
export type DeletedPage = Static<typeof DeletedPage>;

/** An item brought back: "Priya Patel restored.", the record of it, and what it is again. */
export const Restored = saved({
  activity_id: Type.Integer(),
  kind: DeletedKind,
  item_id: Type.Integer(),
});
export type Restored = Static<typeof Restored>;

/**
 * The 409 for adding (or editing) a member with the phone of a deleted one, beside its message:
 * the deleted item the screen offers to restore.
 */
export const PhoneOfDeleted = Type.Object({
  status: Type.Literal('failed'),
  message: Type.String(),
  deleted_id: Type.Integer(),
});
export type PhoneOfDeleted = Static<typeof PhoneOfDeleted>;
