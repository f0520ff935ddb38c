/**
 * Sending reminders by e-mail through the gym's own SMTP server (docs/product/reminders.md §25): plain SMTP
 * to its host and port (TLS from the start on 465), upgraded with STARTTLS whenever the server
 * offers it, signed in when a user is set.
 */

/** The SMTP server as Settings → Reminders stores it. */
export interface SmtpServer {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
}

/** The stored settings' server, or null while e-mail is not set up. */
export function smtpServerOf(row: {
  smtp_host: string;
  smtp_port: number | null;
  smtp_user: string;
  smtp_password: string;
  smtp_from: string;
}): SmtpServer | null {
  if (!row.smtp_host || row.smtp_port === null || !row.smtp_from) return null;
  return {
    host: row.smtp_host,
    port: row.smtp_port,
    user: row.smtp_user,
    password: row.smtp_password,
    from: row.smtp_from,
  };
}

/**
 * How long a step of one attempt may take (connecting, the greeting, any reply): an SMTP
 * server that does not answer must not hold the desk's request for minutes (nodemailer waits
 * 2 minutes to connect and 10 for a reply by default).
 */
export const SMTP_TIMEOUT_MS = 10_000;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Whom the sender's address is shown as (the gym's name). */
  senderName: string;
}

export type SendResult =
  | { sent: true }
  | {
      sent: false;
      error: string;
      /** The server itself failed (unreachable, refused the connection or the sign-in), not this message. */
      serverFailed: boolean;
    };

/** Errors of the connection or the sign-in: every other message would meet them too. */
const SERVER_FAILURES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROTOCOL',
  'EAUTH',
  'ENOAUTH',
]);

const failureOf = (error: unknown): SendResult => {
  const { message = String(error), code = '' } = error as { message?: string; code?: string };
  return { sent: false, error: message.slice(0, 300), serverFailed: SERVER_FAILURES.has(code) };
};

/**
 * Nodemailer, loaded when the first e-mail is sent: few requests send one, and every start (and
 * every API test file) paid for loading it.
 */
const loadNodemailer = () => import('nodemailer');
let loading: ReturnType<typeof loadNodemailer> | undefined;
const nodemailer = () => (loading ??= loadNodemailer());

/** A sender through `server`: each message is tried twice at most, each attempt on a new connection. */
export function smtpMailer(server: SmtpServer, timeoutMs = SMTP_TIMEOUT_MS) {
  const options = {
    host: server.host,
    port: server.port,
    secure: server.port === 465,
    ...(server.user ? { auth: { user: server.user, pass: server.password } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
  let transport: ReturnType<typeof open> | undefined;
  const open = async () => (await nodemailer()).default.createTransport(options);
  const attempt = async ({ senderName, ...mail }: Mail): Promise<SendResult> => {
    try {
      const opened = await (transport ??= open());
      await opened.sendMail({ from: { name: senderName, address: server.from }, ...mail });
      return { sent: true };
    } catch (error) {
      return failureOf(error);
    }
  };
  return {
    async send(mail: Mail): Promise<SendResult> {
      const first = await attempt(mail);
      return first.sent ? first : attempt(mail);
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
