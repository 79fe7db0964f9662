// The demo seed's deposit channels: added once, shaped as the contract says, with addresses whose
// network checksums hold, and usable by the demo trader straight away.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, depositChannelView, type AdminDepositChannelView, type DepositView } from '@tempo/shared';
import { DEMO, seedDemoData } from '../../app/seedDemoData';
import { loginAs } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';
import { isValidWalletAddress } from '../withdrawals/walletAddress';
import { seedDepositChannels } from './seedDepositChannels';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  await app?.close();
});

describe('the demo deposit channels', () => {
  it('are seeded once with the demo data, valid, and take a deposit request of the demo trader', async () => {
    expect(await seedDemoData(app.ctx.db)).toEqual({ seeded: true });
    expect(await seedDemoData(app.ctx.db)).toEqual({ seeded: false });
    expect(await seedDepositChannels(app.ctx.db)).toBe(0);

    const token = await loginAs(app, DEMO.user);
    const listed = await app.call<AdminDepositChannelView[]>('GET', '/deposit/channels', { token });
    // D12: every seeded channel is named in each of the ten languages, each in its own words.
    expect(listed.data.map((channel) => channel.names.en)).toEqual([
      'Bank transfer',
      'USDT (TRC20)',
      'USDT (ERC20)',
    ]);
    expect(listed.data.map((channel) => channel.names.vi)).toEqual([
      'Chuyển khoản ngân hàng',
      'USDT (mạng TRC20)',
      'USDT (mạng ERC20)',
    ]);
    for (const channel of listed.data) {
      expect(Object.keys(channel.names).sort()).toEqual([...LANGUAGES].sort());
      expect(new Set(Object.values(channel.names)).size, JSON.stringify(channel.names)).toBeGreaterThan(5);
      expect(depositChannelView.parse(channel)).toEqual(channel);
      if (channel.instructions.kind === 'crypto') {
        const network = channel.instructions.network as 'TRC20' | 'ERC20';
        expect(isValidWalletAddress(network, channel.instructions.address)).toBe(true);
      }
    }

    const requested = await app.call<DepositView>('POST', '/deposits', {
      token,
      body: { channelId: listed.data[0]!.id, amount: 50_000 },
      headers: { 'idempotency-key': `seeded-${Date.now()}` },
    });
    expect(requested.http, requested.text).toBe(201);
    expect(requested.data.instructions).toMatchObject({ kind: 'bank', accountName: 'TEMPO DEMO CO LTD' });
    // D13, D14: the seeded bank transfer is made in dong: 500.00 USD at 26,150 is 13,075,000 VND.
    expect(listed.data[0]!.conversion).toEqual({ currency: 'VND', rate: '26150', digits: 0 });
    expect(requested.data.conversion).toEqual({
      currency: 'VND',
      rate: '26150',
      digits: 0,
      amount: 13_075_000,
    });
    expect(requested.data.reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
  });
});
