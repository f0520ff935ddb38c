import {
  defineResource,
  paths,
  pathTo,
  type EnquiriesReply,
  type Enquiry,
  type RecordPageTexts,
} from '@spotter/shared';

/** Enquiries: the plain list answers `{ status, enquiries }`, one enquiry comes bare; writes are JSON. */
export const enquiriesResource = defineResource({
  list: paths.enquiries.list,
  plain: (reply: EnquiriesReply) => reply.enquiries,
  rowId: (enquiry) => enquiry.id,
  one: (id) => pathTo(paths.enquiries.one, { id }),
  readOne: (enquiry: Enquiry) => enquiry,
  create: paths.enquiries.add,
  update: (id) => pathTo(paths.enquiries.edit, { id }),
  remove: (id) => pathTo(paths.enquiries.delete, { id }),
  permissions: {
    create: 'enquiries.manage',
    update: 'enquiries.manage',
    remove: 'enquiries.manage',
  },
});

export const ENQUIRIES_PATH = '/enquiries';

/** What the edit screen and Add User's prefill show when the enquiry cannot be shown. */
export const enquiryPageTexts = (backTo: string): RecordPageTexts => ({
  notFound: 'Enquiry not found',
  backLabel: 'Back to enquiries',
  backTo,
  loadFailed: 'Could not load this enquiry.',
});

/** Add User, prefilled from the enquiry; saving that member marks the enquiry Joined (docs/product/enquiries.md §17). */
export const convertPath = (id: number) => `/users/add?enquiry=${id}`;
