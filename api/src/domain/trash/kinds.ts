import type { DeletedKind } from '../../schemas/deleted';
import { enquiries } from './enquiries';
import type { TrashKind } from './items';
import { members } from './members';
import { plans, staff } from './plans-and-staff';

export const TRASH_KINDS: Record<DeletedKind, TrashKind<unknown>> = {
  members,
  plans,
  staff,
  enquiries,
};
