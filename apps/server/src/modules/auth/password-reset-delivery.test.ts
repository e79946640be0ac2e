import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { requestResetLink, signedUpClient, uniqueEmail } from './test-support.ts';

/** An SMTP server that accepts connections and never answers: sending through it hangs. */
function startStalledSmtpServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise<void>((done) => server.close(() => done()));
        },
      }),
    ),
  );
}

/** Settles with the result, or with 'timeout' after ms. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe('password reset e-mail delivery', () => {
  const PUBLIC_URL = 'https://escazo.example';
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startStalledSmtpServer>>;
  beforeAll(async () => {
    smtp = await startStalledSmtpServer();
    ctx = await createTestContext({
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Escazo <no-reply@escazo.com>' },
      rateLimit: { globalPerMinute: 600, formsPerTenMinutes: 100 },
    });
  });
  afterAll(async () => {
    await smtp.close();
    await ctx.close();
  });

  const requestReset = (email: string) => new TestClient(ctx.app).post('/api/auth/password-reset/request', { email });

  it('answers before the e-mail work: a known address answers while its e-mail is stuck, like an unknown one', async () => {
    const { email } = await signedUpClient(ctx);
    const known = await within(3000, requestReset(email));
    const unknown = await within(3000, requestReset(uniqueEmail('ghost')));
    expect(known).not.toBe('timeout');
    expect(unknown).not.toBe('timeout');
    if (known === 'timeout' || unknown === 'timeout') return;
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  it('uses PUBLIC_URL for the link, whatever the Host header says', async () => {
    const { email } = await signedUpClient(ctx);
    const { link } = await requestResetLink(ctx, email, { host: 'evil.example' });
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  });
});
