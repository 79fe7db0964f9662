import type { AdminProductView, AdminUserView, AuditRecord, Balances, OpsAccountView } from '@tempo/shared';
import type { UserRecordRow } from '../accounts';
import { presentBalances, type LedgerMismatch } from '../ledger';
import type { Product } from '../quotes';
import type { AuditRow } from '../audit';
import type { OpsAccountRow } from './opsAccountsRepo';

/** A trader as ops see them: the fields listed here and nothing else (no password hashes). */
export function presentAdminUser(
  row: UserRecordRow,
  balances: Balances,
  tradingBreak: AdminUserView['tradingBreak'],
  secondFactor: AdminUserView['secondFactor'],
): AdminUserView {
  return {
    id: row.id,
    account: row.account,
    phone: row.phone,
    openingCode: row.openingCode,
    inviterId: row.inviterId,
    creditScore: row.creditScore,
    verified: row.verified,
    disabled: row.disabled,
    balances: presentBalances(balances),
    createdAt: row.createdAt.toISOString(),
    tradingBreak,
    secondFactor,
  };
}

/** An audit log entry as ops read it, with its ops account's username; `createdAt` as ISO 8601. */
export function presentAuditRecord(row: AuditRow, adminUsername: string): AuditRecord {
  return {
    id: row.id,
    adminId: row.adminId,
    adminUsername,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An ops account as the console lists it: never its password hash; times as ISO 8601. */
export function presentOpsAccount(row: OpsAccountRow): OpsAccountView {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** A balance bucket that its ledger rows do not add up to (amounts in cents). */
export function presentMismatch(mismatch: LedgerMismatch): LedgerMismatch {
  return {
    userId: mismatch.userId,
    bucket: mismatch.bucket,
    balance: mismatch.balance,
    ledgerSum: mismatch.ledgerSum,
  };
}

/** A product as ops edit it: every field of its catalogue row, each named here. */
export function presentAdminProduct(product: Product): AdminProductView {
  return {
    symbol: product.symbol,
    kind: product.kind,
    names: { ...product.names },
    precision: product.precision,
    schedule: product.schedule,
    maintenance: product.maintenance,
    sandbox: product.sandbox,
    enabled: product.enabled,
    sortOrder: product.sortOrder,
    simulator: {
      startPrice: product.simulator.startPrice,
      volatility: product.simulator.volatility,
      tickVolume: product.simulator.tickVolume,
    },
    feed: { source: product.feed.source, options: product.feed.options, setBy: product.feed.setBy },
    feedVersion: product.feedVersion,
    earlyClose: product.earlyClose && { ...product.earlyClose },
    countdowns: product.countdowns.map(({ durationSec, payoutBps, minAmount, maxAmount }) => ({
      durationSec,
      payoutBps,
      minAmount,
      maxAmount,
    })),
  };
}
