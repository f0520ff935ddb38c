import { paths, pathTo } from '@spotter/api/paths';
/** A member's latest invoice as a PDF, downloaded from the members, attendance and billing screens alike. */
export const memberInvoicePath = (memberId: number | string) =>
  pathTo(paths.invoices.memberInvoice, { id: memberId });

/** The file name it is saved under (the API's Content-Disposition names it the same). */
export const memberInvoiceFilename = (memberId: number | string) => `invoice_${memberId}.pdf`;
