import type { RecordPageTexts } from '@spotter/shared';

/** What the profile and edit screens show when the trainer cannot be shown. */
export const staffPageTexts: RecordPageTexts = {
  notFound: 'Trainer not found',
  backLabel: 'Back to trainers & staff',
  backTo: '/view/staffs',
  loadFailed: 'Failed to fetch trainer data',
};
