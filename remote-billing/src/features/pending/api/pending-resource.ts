import { duesResource } from '@spotter/shared/dialogs';

/**
 * Members who owe (docs/product/billing.md §20): the dues resource shared with Take payment and
 * Renew, declared with what its writes make stale in `shared/src/resources/dues.ts`.
 */
export const pendingResource = duesResource;

export const PENDING_PATH = '/pending';
