// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../app';
import { LOCK_MS, MAX_WRONG } from '../core/lockout';
import { CODE_TTL_MS, maskMailbox, maskMobile, RESEND_MS, type OutboxMessage } from './auth';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

let server: DemoServer;
let now = Date.UTC(2025, 5, 2, 1, 0, 0);
beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => now });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.reset(), 60_000);

const post = async (path: string, body: unknown) =>
  (
    await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
const outbox = async () => (await (await fetch(`${server.url}/demo/outbox`)).json()) as OutboxMessage[];

describe('masking', () => {
  it('never shows the whole mailbox or number', () => {
    expect(maskMailbox('chen.zhiming@example.com')).toBe('ch***@example.com');
    expect(maskMobile('13800000001')).toBe('138****0001');
  });
});

describe('binding flow', () => {
  it('sends a code to the outbox and signs in with the normal grant', async () => {
    const sent = await post('/api/wxwork/bind/code', { jobId: '10001', method: 'mobile', wxUserId: 'wx-chen' });
    expect(sent.data).toMatchObject({
      method: 'mobile',
      target: '138****0001',
      expiresAt: now + CODE_TTL_MS,
      codeLength: 6,
    });
    const [message] = await outbox();
    expect(message).toMatchObject({ channel: 'mobile', to: '13800000001', userNo: '10001' });
    expect(message.code).toMatch(/^\d{6}$/);
    const grant = await post('/api/wxwork/bind/verify', { challengeId: sent.data.challengeId, code: message.code });
    expect(grant.data).toMatchObject({ userNo: '10001', expires_in: 86_400_000 });
    const me = await fetch(`${server.url}/api/user/me`, {
      headers: { authorization: `Bearer ${grant.data.access_token}`, 'x-access-token': grant.data.access_token },
    });
    expect((await me.json()).data.userNo).toBe('10001');
    // A code works once.
    expect(
      (await post('/api/wxwork/bind/verify', { challengeId: sent.data.challengeId, code: message.code })).code,
    ).toBe(2103);
  });

  it('refuses unknown job ids and suppliers alike', async () => {
    expect((await post('/api/wxwork/bind/code', { jobId: '99999', method: 'mail' })).code).toBe(2101);
    expect((await post('/api/wxwork/bind/code', { jobId: 'S0001', method: 'mail' })).code).toBe(2101);
    expect((await post('/api/wxwork/bind/code', { jobId: "1' OR 1=1 --", method: 'mail' })).code).toBe(2101);
  });

  it('says when the chosen method has no contact on file', async () => {
    expect((await post('/api/wxwork/bind/code', { jobId: '10002', method: 'mobile' })).code).toBe(2106);
  });

  it('refuses a second code within a minute', async () => {
    await post('/api/wxwork/bind/code', { jobId: '10002', method: 'mail' });
    expect((await post('/api/wxwork/bind/code', { jobId: '10002', method: 'mail' })).code).toBe(2105);
    now += RESEND_MS;
    expect((await post('/api/wxwork/bind/code', { jobId: '10002', method: 'mail' })).success).toBe(1);
  });

  it('five wrong codes lock the binding until a time; a new code waits for it; the right code then clears it', async () => {
    const sent = await post('/api/wxwork/bind/code', { jobId: '10002', method: 'mail' });
    const [message] = await outbox();
    const wrong = message.code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_WRONG; i++) {
      expect((await post('/api/wxwork/bind/verify', { challengeId: sent.data.challengeId, code: wrong })).code).toBe(
        2102,
      );
    }
    const locked = await post('/api/wxwork/bind/verify', { challengeId: sent.data.challengeId, code: wrong });
    expect(locked).toMatchObject({ code: 1003, data: { lockedUntil: now + LOCK_MS } });
    expect(
      (await post('/api/wxwork/bind/verify', { challengeId: sent.data.challengeId, code: message.code })).code,
    ).toBe(1003);
    now += RESEND_MS;
    expect((await post('/api/wxwork/bind/code', { jobId: '10002', method: 'mail' })).code).toBe(1003);
    now += LOCK_MS;
    const again = await post('/api/wxwork/bind/code', { jobId: '10002', method: 'mail' });
    const [fresh] = await outbox();
    expect(
      (await post('/api/wxwork/bind/verify', { challengeId: again.data.challengeId, code: fresh.code })).success,
    ).toBe(1);
  });

  it('an expired code is refused as expired', async () => {
    const sent = await post('/api/wxwork/bind/code', { jobId: '10001', method: 'mail' });
    const [message] = await outbox();
    now += CODE_TTL_MS;
    expect(
      (await post('/api/wxwork/bind/verify', { challengeId: sent.data.challengeId, code: message.code })).code,
    ).toBe(2103);
  });

  it('a new code replaces the previous one', async () => {
    const first = await post('/api/wxwork/bind/code', { jobId: '10001', method: 'mail' });
    const [firstMessage] = await outbox();
    now += RESEND_MS;
    await post('/api/wxwork/bind/code', { jobId: '10001', method: 'mail' });
    expect(
      (await post('/api/wxwork/bind/verify', { challengeId: first.data.challengeId, code: firstMessage.code })).code,
    ).toBe(2103);
  });
});
