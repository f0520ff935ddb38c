import { requestBlob, saveBlob } from '@spotter/shared';

export const invoiceFilename = (id: number | string) => `invoice_${id}.pdf`;

/** Fetches the member's invoice PDF and hands it to the browser as invoice_{id}.pdf (SPEC §7). */
export async function downloadInvoice(id: number | string, signal?: AbortSignal) {
  const { blob } = await requestBlob(`/members/download_invoice/${id}/`, { signal });
  saveBlob(blob, invoiceFilename(id));
}
