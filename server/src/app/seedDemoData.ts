// Demo data for a first run: an ops admin, an opening code anyone may register with, a demo
// trader with a funded balance, and deposit channels. Running it again changes nothing.
import { registerUser } from '../accounts';
import { seedDepositChannels } from '../cashier';
import { postLedgerEntry } from '../ledger';
import type { Db } from '../platform/db/pool';
import { withTransaction } from '../platform/db/transaction';
import { hashPassword } from '../platform/passwords';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123456' },
  openingCode: 'TEMPO2026',
  user: { account: 'demo001', password: 'demo123456', transactionPassword: '123456', phone: '+84912345678' },
  /** The demo trader's opening balance in cents (10,000.00). */
  userBalance: 1_000_000,
} as const;

/** Adds the demo data unless an admin named like the demo one exists; says whether it did. */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  // Before the early return, so a database seeded before deposits existed gets channels too.
  await seedDepositChannels(db);
  const { rowCount } = await db.query('SELECT 1 FROM admins WHERE username = $1', [DEMO.admin.username]);
  if (rowCount) return { seeded: false };

  const adminId = await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO admins (username, password_hash, role) VALUES ($1, $2, 'superadmin') RETURNING id`,
      [DEMO.admin.username, await hashPassword(DEMO.admin.password)],
    );
    const id = rows[0]!.id;
    await tx.query('INSERT INTO opening_codes (code, issued_by_admin_id) VALUES ($1, $2)', [
      DEMO.openingCode,
      id,
    ]);
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
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO balance_adjustments (user_id, admin_id, bucket, amount, reason)
       VALUES ($1, $2, 'available', $3, 'demo funds') RETURNING id`,
      [user.id, adminId, DEMO.userBalance],
    );
    await postLedgerEntry(tx, {
      userId: user.id,
      bucket: 'available',
      kind: 'adjustment',
      amount: DEMO.userBalance,
      ref: { type: 'balance_adjustment', id: rows[0]!.id },
    });
  });
  return { seeded: true };
}
