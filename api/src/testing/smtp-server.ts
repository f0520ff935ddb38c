import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests to send reminders to (the API's tests, and the e2e
 * journey's from Playwright: nothing here needs Jest). Plain SMTP, no TLS offered, any sign-in
 * accepted unless a password is set; it keeps every message it received, parsed.
 */

/** A message as the server received it. */
export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  from: string;
  to: string[];
  /** The name the From header shows beside the address ('' for none). */
  senderName: string;
  subject: string;
  text: string;
  /** The user it signed in as, when it did. */
  user: string | undefined;
}

export interface TestSmtpServerOptions {
  /**
   * Connections refused with a 421 before the greeting: the first `n` of them (then every one is
   * served), or `'always'`.
   */
  refuse?: number | 'always';
  /** The only password a sign-in may give (535 for any other); unset, any sign-in is accepted. */
  password?: string;
}

export interface TestSmtpServer {
  host: string;
  port: number;
  /** Every message received, in order. */
  received: ReceivedMail[];
  /** Connections made, refused ones included: each is one attempt to send. */
  attempts(): number;
  close(): Promise<void>;
}

export async function startSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const refused = () => options.refuse === 'always' || attempts <= (options.refuse ?? 0);
  const server = new SMTPServer({
    // Reminders go out in plain SMTP when the server offers no STARTTLS; so does this one.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      attempts += 1;
      if (!refused()) return callback();
      return callback(Object.assign(new Error('Try again later'), { responseCode: 421 }));
    },
    onAuth(auth, _session, callback) {
      if (options.password !== undefined && auth.password !== options.password)
        return callback(Object.assign(new Error('Wrong password'), { responseCode: 535 }));
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            senderName: mail.from?.value[0]?.name ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
