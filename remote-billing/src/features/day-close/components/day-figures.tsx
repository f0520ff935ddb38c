import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  formatTime,
  formatRupees,
  type DayCreditNote,
  type DayPayment,
} from '@spotter/shared';
import { METHOD_NAMES } from '../../invoices/api/invoices-resource';

export const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  /* A phone scrolls a wide list inside its box, never the page. */
  overflow-x: auto;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody th {
    font-weight: 400;
  }
`;

/** The payments behind a figure: invoice, member, amount, method, time, who, and a void's note. */
function PaymentsTable({ payments, caption }: { payments: DayPayment[]; caption: string }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Member</th>
          <th scope="col">Amount</th>
          <th scope="col">Method</th>
          <th scope="col">Time</th>
          <th scope="col">Received by</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.invoice_number}>
            <td>
              {payment.invoice_number}
              {payment.credit_note_number && ` (voided by ${payment.credit_note_number})`}
            </td>
            <td>{payment.member}</td>
            <td>{formatRupees(payment.amount)}</td>
            <td>{METHOD_NAMES[payment.method]}</td>
            <td>{formatTime(payment.at)}</td>
            <td>{payment.received_by ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export interface Figure {
  /** What the figure is (Cash, an account's name). */
  name: string;
  amount: number;
  count: number;
  payments: DayPayment[];
}

const plural = (count: number) => `${count} payment${count === 1 ? '' : 's'}`;

/** A figure's row, and under it, once opened, the payments that make it. */
function FigureRows({ figure }: { figure: Figure }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <tr>
        <th scope="row">{figure.name}</th>
        <td>{formatRupees(figure.amount)}</td>
        <td>
          {figure.count === 0 ? (
            plural(0)
          ) : (
            <Button
              variant="secondary"
              aria-expanded={open}
              aria-controls={listId}
              aria-label={`${plural(figure.count)}: ${figure.name}`}
              onClick={() => setOpen(!open)}
            >
              {plural(figure.count)}
            </Button>
          )}
        </td>
      </tr>
      {open && (
        <tr id={listId}>
          <td colSpan={3}>
            <PaymentsTable payments={figure.payments} caption={`Payments: ${figure.name}`} />
          </td>
        </tr>
      )}
    </>
  );
}

/** A titled table of figures (by method, by account), each opening onto its payments. */
export function FigureTable({
  title,
  heading,
  figures,
  footer,
}: {
  title: string;
  heading: string;
  figures: Figure[];
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Table aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Amount</th>
            <th scope="col">Payments</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <FigureRows key={figure.name} figure={figure} />
          ))}
        </tbody>
      </Table>
      {footer}
    </Section>
  );
}

/** The day's credit notes, apart from what was received. */
export function CreditNotes({ notes, amount }: { notes: DayCreditNote[]; amount: number }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Credit notes (voids)</h2>
      {notes.length === 0 ? (
        <p>No credit notes on this day.</p>
      ) : (
        <>
          <p>
            Given back: <strong>{formatRupees(amount)}</strong>, not taken off the figures above.
          </p>
          <Table aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">Credit note</th>
                <th scope="col">Invoice</th>
                <th scope="col">Member</th>
                <th scope="col">Amount</th>
                <th scope="col">Method</th>
                <th scope="col">Time</th>
                <th scope="col">By</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {notes.map((note) => (
                <tr key={note.credit_note_number}>
                  <td>{note.credit_note_number}</td>
                  <td>{note.invoice_number}</td>
                  <td>{note.member}</td>
                  <td>{formatRupees(note.amount)}</td>
                  <td>{METHOD_NAMES[note.method]}</td>
                  <td>{formatTime(note.at)}</td>
                  <td>{note.issued_by}</td>
                  <td>{note.reason}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Section>
  );
}
