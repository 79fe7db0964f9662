import type {
  ChannelConversion,
  CreateDepositChannelBody,
  DepositInstructions,
  UpdateDepositChannelBody,
} from '@tempo/shared';
import { writeAuditLog, type Actor } from '../../../audit';
import type { Db } from '../../../platform/db/pool';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import { isValidWalletAddress } from '../../withdrawals/walletAddress';
import { CHANNEL_COLUMNS, findDepositChannel, type DepositChannelRow } from '../depositChannelsRepo';

/**
 * A coin address must pass its network's checksum (the schema takes only networks of the list, each
 * with its check): traders copy it into their wallets, and an ops typo would send their money to
 * an address nobody holds.
 */
function checkAddress(instructions: DepositInstructions): void {
  if (instructions.kind !== 'crypto') return;
  if (!isValidWalletAddress(instructions.network, instructions.address)) {
    throw new AppError('INVALID_WALLET_ADDRESS', { field: 'instructions.address' });
  }
}

/** D13: only a bank transfer is made in another currency; a coin channel pays in its coin. */
function checkConversion(instructions: DepositInstructions, conversion: ChannelConversion | null): void {
  if (conversion && instructions.kind !== 'bank')
    throw new AppError('VALIDATION_FAILED', { field: 'conversion' });
}

function storedConversion(channel: DepositChannelRow): ChannelConversion | null {
  return channel.currency && channel.rate ? { currency: channel.currency, rate: channel.rate } : null;
}

/** Adds a deposit channel, audited. */
export function createDepositChannel(
  db: Db,
  actor: Actor,
  input: CreateDepositChannelBody,
): Promise<DepositChannelRow> {
  checkAddress(input.instructions);
  checkConversion(input.instructions, input.conversion);
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<DepositChannelRow>(
      `INSERT INTO deposit_channels (names, kind, instructions, min_amount, max_amount, enabled, sort_order,
                                     currency, rate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${CHANNEL_COLUMNS}`,
      [
        JSON.stringify(input.names),
        input.instructions.kind,
        JSON.stringify(input.instructions),
        input.minAmount,
        input.maxAmount,
        input.enabled,
        input.sortOrder,
        input.conversion?.currency ?? null,
        input.conversion?.rate ?? null,
      ],
    );
    const channel = rows[0]!;
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'deposit_channel.create',
      target: { type: 'deposit_channel', id: channel.id },
      details: { ...input },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return channel;
  });
}

/**
 * Changes the fields given of a deposit channel, audited with the values before and after. A
 * request already made keeps the instructions, names and rate it was shown. Limits that would
 * cross (minimum above maximum) are refused by the table's CHECK and answered as VALIDATION_FAILED.
 */
export function updateDepositChannel(
  db: Db,
  actor: Actor,
  channelId: number,
  input: UpdateDepositChannelBody,
): Promise<DepositChannelRow> {
  return withTransaction(db, async (tx) => {
    const old = await findDepositChannel(tx, channelId, 'FOR UPDATE');
    if (!old) throw new AppError('NOT_FOUND');
    const minAmount = input.minAmount ?? old.minAmount;
    const maxAmount = input.maxAmount ?? old.maxAmount;
    if (minAmount > maxAmount) throw new AppError('VALIDATION_FAILED', { field: 'maxAmount' });
    const instructions = input.instructions ?? old.instructions;
    checkAddress(instructions);
    const conversion = input.conversion === undefined ? storedConversion(old) : input.conversion;
    checkConversion(instructions, conversion);
    const { rows } = await tx.query<DepositChannelRow>(
      `UPDATE deposit_channels SET names = $2, kind = $3, instructions = $4, min_amount = $5, max_amount = $6,
              enabled = $7, sort_order = $8, currency = $9, rate = $10, updated_at = now()
       WHERE id = $1 RETURNING ${CHANNEL_COLUMNS}`,
      [
        channelId,
        JSON.stringify(input.names ?? old.names),
        instructions.kind,
        JSON.stringify(instructions),
        minAmount,
        maxAmount,
        input.enabled ?? old.enabled,
        input.sortOrder ?? old.sortOrder,
        conversion ? conversion.currency : null,
        conversion ? conversion.rate : null,
      ],
    );
    const { updatedAt: _before, ...was } = old;
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'deposit_channel.update',
      target: { type: 'deposit_channel', id: channelId },
      details: { before: was, changes: { ...input } },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return rows[0]!;
  });
}
