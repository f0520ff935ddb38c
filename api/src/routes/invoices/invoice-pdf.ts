import fs from 'node:fs/promises';
import type { CreditNotesTable, InvoicesTable } from '../../db/schema';
import { PAYMENT_METHOD_NAMES, rupees } from '../../domain/money';
import type { Branch, GymDetails } from '../../schemas';

// Resolved through the package so the path holds from src (tsx, Jest) and from dist alike.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const TITLES: Record<InvoicesTable['kind'], string> = {
  joining: 'Invoice',
  payment: 'Payment receipt',
  renewal: 'Renewal invoice',
};

/** The credit note that voided an invoice, as its PDF names it. */
export type VoidingNote = Pick<CreditNotesTable, 'credit_note_number' | 'issued_on'>;

/** The branch that issued an invoice, as its PDF names it. */
export type IssuingBranch = Pick<Branch, 'name' | 'address' | 'phone'>;

/** What an invoice's PDF prints besides the invoice. */
export interface PrintedWith {
  gym: GymDetails;
  /**
   * A chain's (docs/product/branches.md §26): its name is printed, its address and phone stand in for the
   * gym's where it has them. Null for one branch.
   */
  branch: IssuingBranch | null;
  /** Once voided (§23). */
  voidedBy: VoidingNote | null;
}

/**
 * PDFKit and the two DejaVu faces, loaded when the first invoice is printed: with its fonts'
 * decoders PDFKit was about a tenth of loading the API, which every start (and every API test
 * file) paid for a download few make. The faces are parsed once (fontkit, which PDFKit itself
 * uses) and every document embeds its subset of them: parsing them again for each invoice was
 * most of its time.
 */
const loadPdfKit = async () => {
  const [{ default: PDFDocument }, body, bold] = await Promise.all([
    import('pdfkit'),
    fs.readFile(FONT),
    fs.readFile(FONT_BOLD),
  ]);
  // After PDFKit, not beside it: Jest's ES-module loader fails one of two imports at once that
  // share a dependency (here `restructure`).
  const fontkit = await import('fontkit');
  // PDFKit takes a parsed face as well as a file; its types name only the file.
  const parsed = (file: Buffer) => fontkit.create(file) as unknown as PDFKit.Mixins.PDFFontSource;
  return { PDFDocument, body: parsed(body), bold: parsed(bold) };
};
let loading: ReturnType<typeof loadPdfKit> | undefined;
const pdfKit = () => (loading ??= loadPdfKit());

/**
 * Renders one invoice as an A4 PDF under the gym's name, address and phone (docs/product/calls-and-messages.md §7),
 * or, in a chain, the gym's name over the issuing branch's name, address and phone (§26): who
 * received the money (when known) and, once voided, its credit note (§23). DejaVu Sans is embedded
 * because the standard PDF fonts have no ₹.
 */
export async function renderInvoicePdf(
  invoice: InvoicesTable,
  { gym, branch, voidedBy }: PrintedWith,
): Promise<Buffer> {
  const { PDFDocument, body, bold } = await pdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${invoice.invoice_number} — ${gym.name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', body).registerFont('bold', bold);

  doc.font('bold').fontSize(22).text(gym.name);
  // The branch's name, unless it is the gym's own (branch 1 takes the gym's details: §26).
  if (branch && branch.name !== gym.name) doc.fontSize(13).text(branch.name);
  // A branch's own address and phone, each where it has one; else the gym's.
  const address = branch?.address || gym.address;
  const phone = branch?.phone || gym.phone;
  doc.font('body').fontSize(10).fillColor('#555');
  if (address) doc.text(address);
  if (phone) doc.text(`Phone: ${phone}`);
  doc.moveDown(0.5).fontSize(11).text(`${TITLES[invoice.kind]} ${invoice.invoice_number}`);
  doc.text(`Date: ${longDate(invoice.issued_on)}`).moveDown(1.5);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('body').fillColor('#555').text(label, 56, y, { width: 160 });
    doc.font('bold').fillColor('#000').text(value, 216, y);
    doc.moveDown(0.4);
  };
  doc.fontSize(12);
  row('Member', invoice.member_name);
  row('Phone', invoice.member_phone);
  row('Plan', `${invoice.plan_name} (${invoice.plan_duration_days} days)`);
  row('Membership period', `${longDate(invoice.period_start)} to ${longDate(invoice.period_end)}`);
  row('Payment method', PAYMENT_METHOD_NAMES[invoice.payment_method]);
  if (invoice.received_by_name) row('Received by', invoice.received_by_name);
  doc.moveDown(1);
  row('Total', rupees(invoice.total_amount));
  row('Paid', rupees(invoice.paid_amount));
  // A due carried into a renewal is owed there, not on this invoice (docs/product/billing.md §20).
  row('Due', rupees(invoice.carried_to === null ? invoice.due_amount : 0));
  if (voidedBy) {
    row('Status', 'Voided');
    row(
      'Credit note',
      `${voidedBy.credit_note_number} for ${rupees(invoice.paid_amount)} on ${longDate(voidedBy.issued_on)}`,
    );
  } else if (invoice.carried_to !== null) row('Status', `Carried to ${invoice.carried_to}`);
  else row('Status', invoice.due_amount === 0 ? 'Paid' : 'Pending');

  doc.end();
  return done;
}
