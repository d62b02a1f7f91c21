import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api';
import { buildUser } from '../../test/factories';
import { testApp } from '../../test/test-app';

/** The least SMTP server nodemailer will talk to: accepts every message and keeps its text. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (line) socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

const smtp = await fakeSmtp();
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
const sending = await testApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Portal <portal@test.example>' });
const failing = await testApp({ smtpUrl: 'smtp://127.0.0.1:1' });

async function resetMailOf(t: typeof sending) {
  const user = await buildUser(t.db);
  await call(t.app, 'POST', 'password/reset', { body: { username: user.username, email: user.email } });
  await t.app.deps.mailer.idle();
  return { user, row: await t.db.selectFrom('outbox').selectAll().where('toAddress', '=', user.email).executeTakeFirstOrThrow() };
}

describe('mail with SMTP_URL set', () => {
  it('stores the message and sends it, then records when', async () => {
    const { user, row } = await resetMailOf(sending);
    expect(row).toMatchObject({ sentAt: sending.clock.now(), error: null });
    expect(smtp.received.some((m) => m.includes(`To: ${user.email}`) && m.includes('Temporary password:'))).toBe(true);
  });

  it('keeps the message and the reason when sending fails', async () => {
    const { row } = await resetMailOf(failing);
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
