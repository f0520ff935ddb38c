import net from 'node:net';
import { startSmtpServer } from '../../testing/smtp-server';
import { smtpMailer, smtpServerOf, SMTP_TIMEOUT_MS } from './mailer';

const MAIL = {
  to: 'asha@example.com',
  subject: 'Reminder from Iron Temple',
  text: 'Hi Asha',
  senderName: 'Iron Temple',
};
const server = (port: number) => ({
  host: '127.0.0.1',
  port,
  user: '',
  password: '',
  from: 'desk@example.com',
});

describe('the reminders’ SMTP mailer', () => {
  it('is set up only with a host, a port and a sender', () => {
    const row = {
      smtp_host: 'smtp.example.com',
      smtp_port: 587,
      smtp_user: '',
      smtp_password: '',
      smtp_from: 'desk@example.com',
    };
    expect(smtpServerOf(row)).toEqual({ ...server(587), host: 'smtp.example.com' });
    expect(smtpServerOf({ ...row, smtp_host: '' })).toBeNull();
    expect(smtpServerOf({ ...row, smtp_port: null })).toBeNull();
    expect(smtpServerOf({ ...row, smtp_from: '' })).toBeNull();
  });

  it('gives up on a server that accepts the connection but never greets, after its timeout, as the server’s failure', async () => {
    // The default every request would wait is short: seconds, not nodemailer's minutes.
    expect(SMTP_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const mailer = smtpMailer(server(port), 200);
    try {
      expect(await mailer.send(MAIL)).toEqual({
        sent: false,
        error: expect.stringMatching(/greeting|timeout/i),
        serverFailed: true,
      });
    } finally {
      mailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('reports a server that is not there as the server’s failure', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const mailer = smtpMailer(server(gone.port));
    expect(await mailer.send(MAIL)).toEqual({
      sent: false,
      error: expect.stringContaining('ECONNREFUSED'),
      serverFailed: true,
    });
    mailer.close();
  });
});
