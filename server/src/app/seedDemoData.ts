// Demo data for a first run: an ops admin, an opening code anyone may register with, a demo
// trader with a funded balance, and deposit channels. Running it again changes nothing.
import { cents } from '@tempo/shared';
import { addOpeningCode, registerUser } from '../accounts';
import { findOpsAccountId, insertOpsAccount, recordBalanceAdjustment } from '../admin';
import { seedDepositChannels } from '../cashier';
import type { Db } from '../platform/db/pool';
import { withTransaction } from '../platform/db/transaction';
import { hashPassword } from '../platform/passwords';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123456' },
  openingCode: 'TEMPO2026',
  user: { account: 'demo001', password: 'demo123456', transactionPassword: '123456', phone: '+84912345678' },
  /** The demo trader's opening balance in cents (10,000.00). */
  userBalance: cents(1_000_000),
} as const;

/** Adds the demo data unless an admin named like the demo one exists; says whether it did. */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  // Before the early return, so a database seeded before deposits existed gets channels too.
  await seedDepositChannels(db);
  if ((await findOpsAccountId(db, DEMO.admin.username)) !== null) return { seeded: false };

  const adminId = await withTransaction(db, async (tx) => {
    const passwordHash = await hashPassword(DEMO.admin.password);
    const id = await insertOpsAccount(tx, {
      username: DEMO.admin.username,
      role: 'superadmin',
      passwordHash,
    });
    if (id === null) throw new Error('the demo ops account was created meanwhile');
    await addOpeningCode(tx, DEMO.openingCode, id);
    return id;
  });

  const user = await registerUser(db, {
    account: DEMO.user.account,
    phone: DEMO.user.phone,
    openingCode: DEMO.openingCode,
    password: DEMO.user.password,
    passwordConfirm: DEMO.user.password,
    transactionPassword: DEMO.user.transactionPassword,
    transactionPasswordConfirm: DEMO.user.transactionPassword,
  });
  await withTransaction(db, (tx) =>
    recordBalanceAdjustment(tx, {
      userId: user.id,
      adminId,
      bucket: 'available',
      amount: DEMO.userBalance,
      reason: 'demo funds',
    }),
  );
  return { seeded: true };
}
