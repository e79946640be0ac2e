import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '@server/db/schema.ts';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { sendMail } from './mailer.ts';

/** A minimal SMTP server on loopback that records what it receives (no TLS, no auth). */
function startSmtpServer(): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          received.push(buffer.slice(0, at));
          buffer = buffer.slice(at + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

describe('mail over SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('sends with nodemailer when SMTP_URL is set, keeps the message and marks it sent', async () => {
    const config = {
      ...ctx.config,
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Escazo <no-reply@escazo.com>' },
    };
    const row = await sendMail(
      ctx.database.db,
      config,
      {
        to: 'smtp@example.com',
        subject: 'Hello',
        text: 'Body text',
        kind: 'test',
      },
      new Date(),
    );
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Hello');
    expect(smtp.received[0]).toContain('Body text');
    expect(smtp.received[0]).toMatch(/From: Escazo <no-reply@escazo.com>/);
  });

  it('sends attachments over SMTP and keeps their names, types and sizes with the message', async () => {
    const config = { ...ctx.config, mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'x@escazo.com' } };
    const content = new TextEncoder().encode('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    const row = await sendMail(
      ctx.database.db,
      config,
      {
        to: 'attach@example.com',
        subject: 'With files',
        text: 'See attached',
        kind: 'test',
        attachments: [{ filename: 'escazo-TEST1234.ics', contentType: 'text/calendar', content }],
      },
      new Date(),
    );
    expect(row!.attachments).toEqual([
      { filename: 'escazo-TEST1234.ics', contentType: 'text/calendar', size: content.byteLength },
    ]);
    const message = smtp.received.at(-1)!;
    expect(message).toContain('Content-Type: text/calendar; name=escazo-TEST1234.ics');
    expect(message).toContain('filename=escazo-TEST1234.ics');
  });

  it('keeps the message unsent, without throwing, when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const config = { ...ctx.config, mail: { smtpUrl: `smtp://127.0.0.1:${closed.port}`, from: 'x@escazo.com' } };
    const row = await sendMail(
      ctx.database.db,
      config,
      {
        to: 'down@example.com',
        subject: 'Hi',
        text: 'x',
        kind: 'test',
      },
      new Date(),
    );
    const [stored] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, row!.id));
    expect(stored!.sentAt).toBeNull();
  });
});
