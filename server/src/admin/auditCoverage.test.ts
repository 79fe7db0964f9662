// Every ops action is in the audit log with who, what and why. The actions are read from the route
// table: every ops route but GET ones, the login (it authenticates, it does not act) and raw routes.
// Each needs an example call in the table below; a new ops action without one fails here. Each call
// is made through the HTTP API as a superadmin and must leave exactly one new audit entry, by that
// admin, naming the action and its target, with the reason when the route's body takes one. A route
// that by design writes no entry is listed with why, and a check of what it did instead.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  localDateOf,
  routes,
  type AdminDepositChannelView,
  type AuditRecord,
  type DepositView,
  type JsonRoute,
  type RouteDefinition,
  type WithdrawalSettings,
  type WithdrawalView,
} from '@tempo/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bankCardBody,
  enableTotp,
  fund,
  loginAs,
  makeAdmin,
  makeBankChannel,
  makeUser,
  type TestAdmin,
} from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';

/** Test products, one per catalogue call that needs its own: nothing else touches them. */
const PRODUCTS = {
  update: 'AUDITUPD',
  sandbox: 'AUDITSBX',
  replayStart: 'AUDITPLAY',
  replayStop: 'AUDITSTOP',
};
const RECORDING = new URL('../../../scripts/samples/btcusdt-ticks.csv', import.meta.url);
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BANK_CARD = bankCardBody;

let app: TestApp;
/** Makes every example call: the entries each test looks for are this admin's. */
let actor: TestAdmin;
/** Sets up what the calls need, before the count starts, so its own entries never pass for theirs. */
let setup: TestAdmin;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime'] },
    { prepare: (db) => addTestProducts(db, Object.values(PRODUCTS)) },
  );
  actor = await makeAdmin(app, 'superadmin');
  setup = await makeAdmin(app, 'superadmin');
}, 120_000);

afterAll(async () => {
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app?.ledgerMismatches();
  await app?.close();
  expect(mismatches).toEqual([]);
});

// ——— The ops actions of the route table ———

/** Every ops route that acts, by its key in the table (`domain.name`). */
const opsActions: [key: string, route: JsonRoute][] = Object.entries(routes).flatMap(([domain, table]) =>
  Object.entries(table as Record<string, RouteDefinition>).flatMap(([name, route]) =>
    isOpsAction(route) ? [[`${domain}.${name}`, route] as [string, JsonRoute]] : [],
  ),
);

function isOpsAction(route: RouteDefinition): route is JsonRoute {
  return (
    typeof route.auth === 'object' &&
    route.method !== 'GET' &&
    route.kind !== 'raw' &&
    route !== routes.admin.login
  );
}

/** Whether the route's body asks why: then the entry must hold the reason given. */
function takesReason(route: JsonRoute): boolean {
  return route.body instanceof z.ZodObject && 'reason' in route.body.shape;
}

// ——— What an example call is ———

/** A file of a multipart body. */
interface Upload {
  bytes: Buffer;
  filename: string;
  type: string;
}

/** What a call sends. */
interface Call {
  /** Path parameters by name. */
  params?: Record<string, string | number>;
  /** The JSON body, or the text fields of a multipart body. */
  body?: Record<string, unknown>;
  /** The files of a multipart body, by field name. */
  files?: Record<string, Upload>;
}

/** The audit entry a call must leave. `details`, when given, must be part of the entry's details. */
interface Entry {
  action: string;
  target: [type: string, id: string | number];
  details?: Record<string, unknown>;
}

interface Audited {
  /** Makes what the call needs; returns the call and its entry (from the answer, for ids it creates). */
  arrange: () => Promise<Call & { entry: Entry | ((data: unknown) => Entry) }>;
}

interface Unaudited {
  /** Why this route writes no audit entry, by design. */
  unaudited: string;
  /** Makes what the call needs; returns the call and the ops session making it. */
  arrange: () => Promise<Call & { token: string; after: () => Promise<void> }>;
}

type Example = Audited | Unaudited;

const idOf = (data: unknown) => (data as { id: number }).id;

// ——— Setting up ———

const asOps = (admin: TestAdmin) => ({ authorization: `Bearer ${admin.token}`, lang: 'en' });

/** A call as the setup admin that must succeed; answers its data. */
async function prepared<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await app.call<T>(method, path, { body, headers: asOps(setup) });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(1);
  return answer.data;
}

/** Sends a multipart form, as the ops console and the phone app do. */
async function sendForm(method: string, path: string, headers: Record<string, string>, call: Call) {
  const form = new FormData();
  for (const [name, value] of Object.entries(call.body ?? {})) form.append(name, String(value));
  for (const [name, file] of Object.entries(call.files ?? {})) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  }
  const response = await fetch(`${app.baseUrl}/api${path}`, { method, headers, body: form });
  const text = await response.text();
  return { http: response.status, ...(JSON.parse(text) as { status: number; data: unknown }), text };
}

async function trader() {
  const user = await makeUser(app);
  return { ...user, token: await loginAs(app, user) };
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 30, height: 30, channels: 4, background: '#00ff0080' } })
    .png()
    .toBuffer();

/** A verification waiting for review, with both photos. */
async function pendingVerification(): Promise<number> {
  const { id: userId, token } = await trader();
  const submitted = await sendForm(
    'POST',
    '/verification',
    { token },
    {
      body: { name: 'Nguyễn Văn An', idNumber: '001203004567', nationality: 'VN' },
      files: {
        front: { bytes: await jpeg(), filename: 'front.jpg', type: 'image/jpeg' },
        back: { bytes: await png(), filename: 'back.png', type: 'image/png' },
      },
    },
  );
  expect(submitted.http, submitted.text).toBe(201);
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `SELECT id FROM verifications WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return rows[0]!.id;
}

let bank: AdminDepositChannelView | undefined;

/** A trader's deposit request of 100.00 by bank transfer, waiting for ops. */
async function pendingDeposit(): Promise<number> {
  bank ??= await makeBankChannel(app, setup);
  const { token } = await trader();
  const requested = await app.call<DepositView>('POST', '/deposits', {
    token,
    body: { channelId: bank.id, amount: 10_000 },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(requested.http, requested.text).toBe(201);
  return requested.data.id;
}

/** A verified trader's withdrawal of 200.00 to their bank card, under review (one approval). */
async function withdrawalUnderReview(): Promise<number> {
  const user = await trader();
  await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
  await fund(app, setup, user.id, 100_000);
  const bound = await app.call('POST', '/withdrawal-account', { token: user.token, body: BANK_CARD });
  expect(bound.status, bound.text).toBe(1);
  const requested = await app.call<WithdrawalView>('POST', '/withdrawals', {
    token: user.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount: 20_000, transactionPassword: user.transactionPassword },
  });
  expect(requested.status, requested.text).toBe(1);
  return requested.data.id;
}

/** An uploaded price recording. */
async function recording(): Promise<number> {
  const uploaded = await sendForm('POST', '/admin/recordings', asOps(setup), {
    body: { name: 'BTC ticks' },
    files: { recording: { bytes: await readFile(RECORDING), filename: 'ticks.csv', type: 'text/csv' } },
  });
  expect(uploaded.http, uploaded.text).toBe(201);
  return idOf(uploaded.data);
}

const sandboxed = (symbol: string) => prepared('POST', `/admin/products/${symbol}/sandbox`, { on: true });

/** The platform's calendar day `days` from today (savings days are the platform's days). */
const savingsDay = (days = 0) => localDateOf(Date.now() + days * 86_400_000, app.config.PLATFORM_TZ);

const banner = { translations: { en: { title: 'Deposit now', imageUrl: 'https://cdn.example.com/b.png' } } };
const news = { translations: { en: { title: 'New product', summary: 'In brief', body: '# New\n\nMore.' } } };
const highlight = { translations: { en: { title: 'Fast', text: 'Settled in seconds' } }, icon: 'lightning' };

// ——— One example call per ops action ———

const examples: Record<string, Example> = {
  // The ops session itself.
  'admin.logout': {
    unaudited:
      'it ends the caller’s own session and changes nothing else: like the login, it acts on no one’s data',
    arrange: async () => {
      const support = await makeAdmin(app, 'support');
      const other = await app.call<{ token: string }>('POST', '/admin/auth/login', {
        body: { username: support.username, password: support.password },
      });
      return {
        token: support.token,
        after: async () => {
          // The session it was called with ends; nothing else does, not even the account's other one.
          expect((await app.call('GET', '/admin/auth/session', { headers: asOps(support) })).http).toBe(401);
          const stillIn = await app.call('GET', '/admin/auth/session', {
            headers: { authorization: `Bearer ${other.data.token}` },
          });
          expect(stillIn.status, stillIn.text).toBe(1);
        },
      };
    },
  },

  // Traders, by customer service.
  'admin.adjustBalance': {
    arrange: async () => {
      const user = await makeUser(app);
      return {
        params: { id: user.id },
        body: { amount: 5_000, reason: 'Goodwill for a delayed payout' },
        entry: { action: 'balance.adjust', target: ['user', user.id], details: { amount: 5_000 } },
      };
    },
  },
  'admin.setCreditScore': {
    arrange: async () => {
      const user = await makeUser(app);
      return {
        params: { id: user.id },
        body: { creditScore: 80 },
        entry: { action: 'user.credit-score.set', target: ['user', user.id], details: { from: 100, to: 80 } },
      };
    },
  },
  'admin.resetPassword': {
    arrange: async () => {
      const user = await makeUser(app);
      return {
        params: { id: user.id },
        body: { kind: 'login', newPassword: 'reset-by-ops' },
        entry: { action: 'user.password.reset', target: ['user', user.id], details: { kind: 'login' } },
      };
    },
  },
  'admin.issueOpeningCodes': {
    arrange: async () => ({
      body: { count: 2 },
      entry: (data) => ({
        action: 'opening-codes.issue',
        target: ['opening_code', (data as { codes: string[] }).codes.join(',')],
        details: { count: 2 },
      }),
    }),
  },
  'opsUsers.disable': {
    arrange: async () => {
      const user = await makeUser(app);
      return {
        params: { id: user.id },
        body: { reason: 'Chargeback fraud' },
        entry: { action: 'user.disable', target: ['user', user.id] },
      };
    },
  },
  'opsUsers.enable': {
    arrange: async () => {
      const user = await makeUser(app);
      await prepared('POST', `/admin/users/${user.id}/disable`, { reason: 'Under review' });
      return {
        params: { id: user.id },
        body: { reason: 'Review cleared' },
        entry: { action: 'user.enable', target: ['user', user.id] },
      };
    },
  },

  // The catalogue.
  'admin.createProduct': {
    arrange: async () => ({
      body: {
        symbol: 'AUDITNEW',
        kind: 'crypto',
        names: { en: 'Audit coin' },
        precision: 4,
        schedule: 'always',
        countdowns: [{ durationSec: 30, payoutBps: 8000, minAmount: 1_000, maxAmount: 100_000 }],
        simulator: { startPrice: 0.45, volatility: 0.9, tickVolume: 3000 },
      },
      entry: { action: 'product.create', target: ['product', 'AUDITNEW'] },
    }),
  },
  'admin.updateProduct': {
    arrange: async () => ({
      params: { symbol: PRODUCTS.update },
      body: { maintenance: true },
      entry: {
        action: 'product.update',
        target: ['product', PRODUCTS.update],
        details: { maintenance: true },
      },
    }),
  },
  'admin.productSandbox': {
    arrange: async () => ({
      params: { symbol: PRODUCTS.sandbox },
      body: { on: true },
      entry: { action: 'product.sandbox.enter', target: ['product', PRODUCTS.sandbox] },
    }),
  },
  'admin.addHoliday': {
    arrange: async () => ({
      body: { calendar: 'metals', day: '2031-12-02', name: 'Exchange closed' },
      entry: { action: 'holiday.add', target: ['market_calendar', 'metals'], details: { day: '2031-12-02' } },
    }),
  },
  'admin.removeHoliday': {
    arrange: async () => {
      await prepared('POST', '/admin/holidays', { calendar: 'fx', day: '2031-12-03', name: 'Closed' });
      return {
        params: { calendar: 'fx', day: '2031-12-03' },
        entry: {
          action: 'holiday.remove',
          target: ['market_calendar', 'fx'],
          details: { day: '2031-12-03' },
        },
      };
    },
  },
  'feeds.uploadRecording': {
    arrange: async () => ({
      body: { name: 'BTC ticks, 14 May' },
      files: { recording: { bytes: await readFile(RECORDING), filename: 'ticks.csv', type: 'text/csv' } },
      entry: (data) => ({
        action: 'recording.upload',
        target: ['recording', idOf(data)],
        details: { name: 'BTC ticks, 14 May' },
      }),
    }),
  },
  'feeds.startReplay': {
    arrange: async () => {
      await sandboxed(PRODUCTS.replayStart);
      const recordingId = await recording();
      return {
        params: { symbol: PRODUCTS.replayStart },
        body: { recordingId, speed: 10, loop: true },
        entry: {
          action: 'product.replay.start',
          target: ['product', PRODUCTS.replayStart],
          details: { recordingId },
        },
      };
    },
  },
  'feeds.stopReplay': {
    arrange: async () => {
      await sandboxed(PRODUCTS.replayStop);
      const recordingId = await recording();
      await prepared('POST', `/admin/products/${PRODUCTS.replayStop}/replay`, { recordingId, speed: 10 });
      return {
        params: { symbol: PRODUCTS.replayStop },
        entry: { action: 'product.replay.stop', target: ['product', PRODUCTS.replayStop] },
      };
    },
  },

  // Verifications.
  'verification.approve': {
    arrange: async () => {
      const id = await pendingVerification();
      return { params: { id }, entry: { action: 'verification.approve', target: ['verification', id] } };
    },
  },
  'verification.reject': {
    arrange: async () => {
      const id = await pendingVerification();
      return {
        params: { id },
        body: { reason: 'The photo of the back is blurred' },
        entry: { action: 'verification.reject', target: ['verification', id] },
      };
    },
  },

  // Deposits.
  'deposits.confirm': {
    arrange: async () => {
      const id = await pendingDeposit();
      return {
        params: { id },
        entry: { action: 'deposit.confirm', target: ['deposit', id], details: { amount: 10_000 } },
      };
    },
  },
  'deposits.reject': {
    arrange: async () => {
      const id = await pendingDeposit();
      return {
        params: { id },
        body: { reason: 'No transfer arrived' },
        entry: { action: 'deposit.reject', target: ['deposit', id], details: { amount: 10_000 } },
      };
    },
  },
  'deposits.createChannel': {
    arrange: async () => ({
      body: {
        names: { vi: 'USDT (TRC20)' },
        minAmount: 2_000,
        maxAmount: 1_000_000,
        enabled: true,
        sortOrder: 2,
        instructions: { kind: 'crypto', coin: 'USDT', network: 'TRC20', address: TRC20 },
      },
      entry: (data) => ({ action: 'deposit_channel.create', target: ['deposit_channel', idOf(data)] }),
    }),
  },
  'deposits.updateChannel': {
    arrange: async () => {
      const channel = await makeBankChannel(app, setup, {
        names: { vi: 'Ngân hàng thứ hai', en: 'Second bank' },
      });
      return {
        params: { id: channel.id },
        body: { enabled: false },
        entry: {
          action: 'deposit_channel.update',
          target: ['deposit_channel', channel.id],
          details: { changes: { enabled: false } },
        },
      };
    },
  },

  // Withdrawals.
  'withdrawals.approve': {
    arrange: async () => {
      const id = await withdrawalUnderReview();
      return {
        params: { id },
        entry: { action: 'withdrawal.approve', target: ['withdrawal', id], details: { amount: 20_000 } },
      };
    },
  },
  'withdrawals.reject': {
    arrange: async () => {
      const id = await withdrawalUnderReview();
      return {
        params: { id },
        body: { reason: 'Account name does not match' },
        entry: { action: 'withdrawal.reject', target: ['withdrawal', id], details: { amount: 20_000 } },
      };
    },
  },
  'withdrawals.updateSettings': {
    arrange: async () => {
      const settings = await prepared<WithdrawalSettings>('GET', '/admin/withdrawal-settings');
      return {
        body: { ...settings, dailyCount: settings.dailyCount + 1 },
        entry: {
          action: 'withdrawal_settings.update',
          target: ['withdrawal_settings', 'current'],
          details: { after: { ...settings, dailyCount: settings.dailyCount + 1 } },
        },
      };
    },
  },
  'twoFactor.opsReset': {
    arrange: async () => {
      const user = await makeUser(app);
      await enableTotp(app, user);
      return {
        params: { id: user.id },
        body: { reason: 'Lost phone; identity checked by video call' },
        entry: {
          action: 'user.second_factor_reset.request',
          target: ['user', user.id],
          details: { reason: 'Lost phone; identity checked by video call' },
        },
      };
    },
  },
  'twoFactor.opsCancelReset': {
    arrange: async () => {
      const user = await makeUser(app);
      await enableTotp(app, user);
      await prepared('POST', `/admin/users/${user.id}/second-factor-reset`, { reason: 'Lost phone' });
      return {
        params: { id: user.id },
        entry: { action: 'user.second_factor_reset.withdraw', target: ['user', user.id] },
      };
    },
  },
  'withdrawals.changeAccount': {
    arrange: async () => {
      const user = await makeUser(app);
      return {
        params: { id: user.id },
        body: { kind: 'coin', coin: 'USDT', network: 'TRC20', address: TRC20 },
        entry: { action: 'withdrawal_account.change', target: ['user', user.id] },
      };
    },
  },

  // Savings.
  'savings.addHoliday': {
    arrange: async () => {
      const day = savingsDay(30);
      return {
        body: { day, name: 'Company day' },
        entry: {
          action: 'savings.holiday.add',
          target: ['savings_day', day],
          details: { name: 'Company day' },
        },
      };
    },
  },
  'savings.removeHoliday': {
    arrange: async () => {
      const day = savingsDay(31);
      await prepared('POST', '/admin/savings/holidays', { day, name: 'Company day' });
      return {
        params: { day },
        entry: { action: 'savings.holiday.remove', target: ['savings_day', day] },
      };
    },
  },
  'savings.setRate': {
    arrange: async () => {
      const effectiveFrom = savingsDay(7);
      return {
        body: { effectiveFrom, dailyRatePpb: 120_000 },
        entry: {
          action: 'savings.rate.set',
          target: ['savings_rate', effectiveFrom],
          details: { after: 120_000 },
        },
      };
    },
  },
  'savings.roll': {
    arrange: async () => {
      const day = savingsDay(-1);
      return { body: { day }, entry: { action: 'savings.roll', target: ['savings_day', day] } };
    },
  },

  // Content.
  'content.createBanner': {
    arrange: async () => ({
      body: banner,
      entry: (data) => ({ action: 'banner.create', target: ['banner', idOf(data)] }),
    }),
  },
  'content.updateBanner': {
    arrange: async () => {
      const id = idOf(await prepared('POST', '/admin/content/banners', banner));
      return {
        params: { id },
        body: { ...banner, enabled: false },
        entry: { action: 'banner.update', target: ['banner', id] },
      };
    },
  },
  'content.deleteBanner': {
    arrange: async () => {
      const id = idOf(await prepared('POST', '/admin/content/banners', banner));
      return { params: { id }, entry: { action: 'banner.delete', target: ['banner', id] } };
    },
  },
  'content.uploadImage': {
    arrange: async () => ({
      files: { image: { bytes: await png(), filename: 'banner.png', type: 'image/png' } },
      entry: (data) => ({ action: 'content_image.upload', target: ['content_image', idOf(data)] }),
    }),
  },
  'content.createNews': {
    arrange: async () => ({
      body: news,
      entry: (data) => ({ action: 'news.create', target: ['news', idOf(data)] }),
    }),
  },
  'content.updateNews': {
    arrange: async () => {
      const id = idOf(await prepared('POST', '/admin/content/news', news));
      return { params: { id }, body: news, entry: { action: 'news.update', target: ['news', id] } };
    },
  },
  'content.deleteNews': {
    arrange: async () => {
      const id = idOf(await prepared('POST', '/admin/content/news', news));
      return { params: { id }, entry: { action: 'news.delete', target: ['news', id] } };
    },
  },
  'content.createHighlight': {
    arrange: async () => ({
      body: highlight,
      entry: (data) => ({ action: 'highlight.create', target: ['highlight', idOf(data)] }),
    }),
  },
  'content.updateHighlight': {
    arrange: async () => {
      const id = idOf(await prepared('POST', '/admin/content/highlights', highlight));
      return {
        params: { id },
        body: { ...highlight, sortOrder: 5 },
        entry: { action: 'highlight.update', target: ['highlight', id] },
      };
    },
  },
  'content.deleteHighlight': {
    arrange: async () => {
      const id = idOf(await prepared('POST', '/admin/content/highlights', highlight));
      return { params: { id }, entry: { action: 'highlight.delete', target: ['highlight', id] } };
    },
  },
  'content.updatePage': {
    arrange: async () => ({
      params: { slug: 'about' },
      body: { translations: { en: { title: 'About us', body: 'Who we are.' } } },
      entry: { action: 'page.update', target: ['page', 'about'] },
    }),
  },
  'content.broadcast': {
    arrange: async () => ({
      body: { translations: { en: { title: 'Maintenance', body: 'Tonight from 02:00 to 03:00.' } } },
      entry: (data) => ({ action: 'broadcast.send', target: ['broadcast', idOf(data)] }),
    }),
  },
  'content.updateSiteSettings': {
    arrange: async () => ({
      body: { serviceUrl: 'https://help.example.com/chat' },
      entry: {
        action: 'site_settings.update',
        target: ['site_settings', 'site'],
        details: { changes: { serviceUrl: 'https://help.example.com/chat' } },
      },
    }),
  },

  // Ops accounts.
  'opsAccounts.create': {
    arrange: async () => {
      const username = 'HelpDeskAnna';
      return {
        body: { username, role: 'support', password: 'first-pass-1' },
        entry: (data) => ({
          action: 'ops_account.create',
          target: ['ops_account', idOf(data)],
          details: { username, role: 'support' },
        }),
      };
    },
  },
  'opsAccounts.setRole': {
    arrange: async () => {
      const { id } = await makeAdmin(app, 'ops');
      return {
        params: { id },
        body: { role: 'support', reason: 'Moved to the help desk' },
        entry: {
          action: 'ops_account.role',
          target: ['ops_account', id],
          details: { from: 'ops', to: 'support' },
        },
      };
    },
  },
  'opsAccounts.disable': {
    arrange: async () => {
      const { id } = await makeAdmin(app, 'ops');
      return {
        params: { id },
        body: { reason: 'Left the company' },
        entry: { action: 'ops_account.disable', target: ['ops_account', id] },
      };
    },
  },
  'opsAccounts.enable': {
    arrange: async () => {
      const { id } = await makeAdmin(app, 'ops');
      await prepared('POST', `/admin/ops-accounts/${id}/disable`, { reason: 'On leave' });
      return {
        params: { id },
        body: { reason: 'Back from leave' },
        entry: { action: 'ops_account.enable', target: ['ops_account', id] },
      };
    },
  },
  'opsAccounts.resetPassword': {
    arrange: async () => {
      const { id } = await makeAdmin(app, 'ops');
      return {
        params: { id },
        body: { newPassword: 'fresh-pass-2', reason: 'Forgot the password' },
        entry: { action: 'ops_account.password.reset', target: ['ops_account', id] },
      };
    },
  },
};

// ——— Running them ———

/** Makes a route's call as `token`'s ops session, the way the ops console does. */
function send(route: JsonRoute, call: Call, token: string) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`the example gives no :${name} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, lang: 'en' };
  if (route.idempotent) headers['idempotency-key'] = randomUUID();
  if (route.files) return sendForm(route.method, path, headers, call);
  return app.call(route.method, path, { body: call.body, headers });
}

/** The newest audit entries, newest first, as an auditor reads them. */
async function auditLog(limit: number): Promise<AuditRecord[]> {
  const log = await app.call<AuditRecord[]>('GET', `/admin/audit-log?limit=${limit}`, {
    headers: asOps(actor),
  });
  expect(log.status, log.text).toBe(1);
  return log.data;
}

/** The id of the newest audit entry: every entry after it is new. */
const newestEntryId = async () => (await auditLog(1))[0]?.id ?? 0;
const entriesAfter = async (id: number) => (await auditLog(50)).filter((entry) => entry.id > id);

describe('the audit log', () => {
  it('has an example call for every ops action of the route table, and for nothing else', () => {
    const actions = opsActions.map(([key]) => key);
    expect(
      actions.filter((key) => !(key in examples)),
      'ops actions without an example call',
    ).toEqual([]);
    expect(
      Object.keys(examples).filter((key) => !actions.includes(key)),
      'examples of routes that are no ops action',
    ).toEqual([]);
  });

  it('lets only the logout go unaudited', () => {
    const unaudited = Object.entries(examples).filter(([, example]) => 'unaudited' in example);
    expect(unaudited.map(([key]) => key)).toEqual(['admin.logout']);
  });

  for (const [key, route] of opsActions) {
    const example = examples[key];
    const name =
      example && 'unaudited' in example
        ? `${key} writes no entry, by design: ${example.unaudited}`
        : `${key} leaves one entry by its admin: what, on what, and why`;

    it(name, async () => {
      if (!example) throw new Error(`${key} has no example call: add one to the table`);
      if ('unaudited' in example) {
        const { token, after, ...call } = await example.arrange();
        const before = await newestEntryId();
        const answer = await send(route, call, token);
        expect(answer.status, answer.text).toBe(1);
        expect(await entriesAfter(before)).toEqual([]);
        await after();
        return;
      }

      const { entry: expected, ...call } = await example.arrange();
      const before = await newestEntryId();
      const answer = await send(route, call, actor.token);
      expect([answer.http, answer.status], answer.text).toEqual([route.successStatus ?? 200, 1]);

      const entries = await entriesAfter(before);
      expect(entries).toHaveLength(1);
      const [entry] = entries as [AuditRecord];
      const { action, target, details } = typeof expected === 'function' ? expected(answer.data) : expected;
      expect(entry.action).toMatch(/^[a-z][a-z_-]*(\.[a-z][a-z_-]*)+$/);
      expect(entry).toMatchObject({
        adminId: actor.id,
        adminUsername: actor.username,
        action,
        targetType: target[0],
        targetId: String(target[1]),
      });
      if (details) expect(entry.details).toMatchObject(details);
      // Why: the reason given, whenever the route takes one.
      expect(takesReason(route), 'the route takes a reason').toBe(call.body?.reason !== undefined);
      if (takesReason(route)) expect(entry.details.reason).toBe(call.body?.reason);
    });
  }
});
