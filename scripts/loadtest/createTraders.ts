// Traders for the countdown scenario: registered with an opening code (one issued through the ops
// API, else the demo seed's TEMPO2026), funded through the ops API's balance adjustments (with an
// Idempotency-Key), logged in, and connected by Socket.IO with their token so `orders:settled`
// reaches them. Accounts are `l<run id><n>`, so each run makes new ones.
import { io } from 'socket.io-client';
import { PROTOCOL_VERSION, type AdminUserView, type LoginResult, type OrderView } from '@tempo/shared';
import type { TempoSocket } from './connectSocketClients';
import type { ProgressBar } from './ProgressBar';
import type { TempoApi } from './TempoApi';

/** Registrations at once: each hashes two passwords with a memory-hard function on the server. */
const REGISTERING_AT_ONCE = 8;
const PASSWORD = 'loadtest-pass';
const SEEDED_OPENING_CODE = 'TEMPO2026';

export interface Trader {
  index: number;
  id: number;
  account: string;
  token: string;
  socket: TempoSocket;
}

export interface TraderPlan {
  apis: TempoApi[];
  opsToken: string;
  count: number;
  runId: string;
  /** Cents credited to each trader. */
  funding: number;
  openingCode: string | null;
  progress: ProgressBar;
  /** Each order of the trader's `orders:settled` messages, as it arrives. */
  onSettled: (trader: Trader, order: OrderView) => void;
}

/** An opening code to register with: the one given, a fresh one from ops, or the seeded one. */
async function openingCodeFor(plan: TraderPlan): Promise<string> {
  if (plan.openingCode) return plan.openingCode;
  const { envelope } = await plan.apis[0]!.call<{ codes: string[] }>('POST', '/admin/opening-codes', {
    bearer: plan.opsToken,
    body: { count: 1 },
  });
  return envelope.status === 1 && envelope.data.codes[0] ? envelope.data.codes[0] : SEEDED_OPENING_CODE;
}

function connect(url: string, token: string): Promise<TempoSocket> {
  return new Promise((resolve, reject) => {
    const socket: TempoSocket = io(url, {
      transports: ['websocket'],
      auth: { token, protocol: PROTOCOL_VERSION },
      forceNew: true,
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function createOne(plan: TraderPlan, openingCode: string, index: number): Promise<Trader> {
  const api = plan.apis[index % plan.apis.length]!;
  const account = `l${plan.runId}${index.toString(36).padStart(4, '0')}`;
  await api.must('POST', '/auth/register', {
    body: {
      account,
      phone: '+84912345678',
      openingCode,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      transactionPassword: '123456',
      transactionPasswordConfirm: '123456',
    },
  });
  const user = await api.must<AdminUserView>('GET', `/admin/users?account=${account}`, {
    bearer: plan.opsToken,
  });
  await api.must('POST', `/admin/users/${user.id}/balance-adjustments`, {
    bearer: plan.opsToken,
    idempotencyKey: `loadtest-${plan.runId}-fund-${index}`,
    body: { amount: plan.funding, reason: 'load test' },
  });
  const { token } = await api.must<LoginResult>('POST', '/auth/login', {
    body: { account, password: PASSWORD },
  });
  const socket = await connect(api.baseUrl, token);
  const trader: Trader = { index, id: user.id, account, token, socket };
  socket.on('orders:settled', (event) => {
    for (const order of event.orders) plan.onSettled(trader, order);
  });
  return trader;
}

export async function createTraders(plan: TraderPlan): Promise<Trader[]> {
  const openingCode = await openingCodeFor(plan);
  const traders: Trader[] = [];
  let next = 0;
  const worker = async () => {
    while (next < plan.count) {
      const index = next++;
      traders[index] = await createOne(plan, openingCode, index);
      plan.progress.update(
        'traders',
        traders.filter(Boolean).length / plan.count,
        `${traders.filter(Boolean).length}/${plan.count}`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(REGISTERING_AT_ONCE, plan.count) }, worker));
  plan.progress.done();
  return traders;
}
