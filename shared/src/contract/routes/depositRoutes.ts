// Deposits and fund records: a trader pays in through a channel and sees only their own requests
// and ledger rows; ops set the channels and confirm or reject requests, every action audited.
import { z } from 'zod';
import { balancesView } from '../accounts';
import {
  adminDepositChannelView,
  adminDepositListQuery,
  adminDepositPage,
  adminDepositView,
  DEPOSIT_PROOF_FIELDS,
  attachDepositProofBody,
  attachTxHashBody,
  createDepositChannelBody,
  depositChannelView,
  depositListQuery,
  depositPage,
  depositView,
  rejectDepositBody,
  requestDepositBody,
  updateDepositChannelBody,
} from '../deposits';
import { idParam } from '../fields';
import { fundRecordPage, fundRecordQuery } from '../fundRecords';
import { OPS_PERMISSIONS } from '../opsPermissions';
import { defineRoute } from './defineRoute';

const idParams = z.object({ id: idParam });

export const depositRoutes = {
  channels: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/deposit/channels',
    summary:
      'The deposit channels that are on: their names in each language, how to pay through each, its ' +
      'limits and, for a bank, the currency and rate of the transfer',
    auth: 'trader',
    response: z.array(depositChannelView),
    errors: [],
  }),
  request: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/deposits',
    summary:
      'Ask to deposit an amount through a channel; a bank request gets its transfer reference and, ' +
      'at the channel’s rate, the amount to transfer; ops confirm once the money arrives',
    auth: 'trader',
    body: requestDepositBody,
    idempotent: true,
    successStatus: 201,
    response: depositView,
    errors: [
      'DEPOSIT_CHANNEL_UNAVAILABLE',
      'AMOUNT_OUT_OF_RANGE',
      // server/src/limits/SPEC.md L5, L9: the trader's own deposit limits and breaks.
      'LIMIT_DEPOSIT_DAY',
      'LIMIT_DEPOSIT_WEEK',
      'LIMIT_DEPOSIT_MONTH',
      'TAKING_A_BREAK',
    ],
  }),
  list: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/deposits',
    summary: "The trader's deposits, newest first",
    auth: 'trader',
    query: depositListQuery,
    response: depositPage,
    errors: [],
  }),
  detail: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/deposits/:id',
    summary: 'One deposit of the trader',
    auth: 'trader',
    params: idParams,
    response: depositView,
    errors: ['NOT_FOUND'],
  }),
  attachTxHash: defineRoute({
    kind: 'json',
    method: 'PUT',
    path: '/deposits/:id/tx-hash',
    summary: 'Attach the transfer’s transaction hash to a deposit under review',
    auth: 'trader',
    params: idParams,
    body: attachTxHashBody,
    response: depositView,
    errors: ['NOT_FOUND', 'DEPOSIT_ALREADY_REVIEWED'],
  }),
  attachProof: defineRoute({
    kind: 'json',
    method: 'PUT',
    path: '/deposits/:id/proof',
    summary:
      'Attach a proof image `proof` (multipart/form-data; JPEG, PNG or WebP) to a deposit under ' +
      'review, replacing any earlier one; its owner reads it at /uploads/{id}, ops at /admin/uploads/{id}',
    auth: 'trader',
    params: idParams,
    body: attachDepositProofBody,
    files: DEPOSIT_PROOF_FIELDS,
    response: depositView,
    errors: [
      'NOT_FOUND',
      'DEPOSIT_ALREADY_REVIEWED',
      'PROOF_REQUIRED',
      'UNSUPPORTED_FILE_TYPE',
      'FILE_TOO_LARGE',
      'EMPTY_FILE',
      'RATE_LIMITED',
    ],
  }),
  fundRecords: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/fund-records',
    summary:
      "The trader's real money, one record per action (a deposit, a withdrawal and its state, a trade, a " +
      'savings move) with its ledger rows, newest first, optionally of one kind',
    auth: 'trader',
    query: fundRecordQuery,
    response: fundRecordPage,
    errors: [],
  }),
  adminQueue: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/deposits',
    summary:
      'Deposits to review (or reviewed), filtered by status, user and channel, or found by transfer reference',
    auth: { ops: OPS_PERMISSIONS.viewCashier },
    query: adminDepositListQuery,
    response: adminDepositPage,
    errors: [],
  }),
  adminDetail: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/deposits/:id',
    summary: 'One deposit with its owner',
    auth: { ops: OPS_PERMISSIONS.viewCashier },
    params: idParams,
    response: adminDepositView,
    errors: ['NOT_FOUND'],
  }),
  confirm: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/deposits/:id/confirm',
    summary: 'Confirm a deposit under review: its amount is credited once',
    auth: { ops: OPS_PERMISSIONS.reviewDeposits },
    params: idParams,
    response: z.object({ deposit: adminDepositView, balances: balancesView }),
    errors: ['NOT_FOUND', 'DEPOSIT_ALREADY_REVIEWED'],
  }),
  reject: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/deposits/:id/reject',
    summary: 'Reject a deposit under review with a reason the trader sees',
    auth: { ops: OPS_PERMISSIONS.reviewDeposits },
    params: idParams,
    body: rejectDepositBody,
    response: adminDepositView,
    errors: ['NOT_FOUND', 'DEPOSIT_ALREADY_REVIEWED'],
  }),
  adminChannels: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/deposit-channels',
    summary: 'Every deposit channel, on or off',
    auth: { ops: OPS_PERMISSIONS.reviewDeposits },
    response: z.array(adminDepositChannelView),
    errors: [],
  }),
  createChannel: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/deposit-channels',
    summary: 'Add a deposit channel',
    auth: { ops: OPS_PERMISSIONS.editDepositChannels },
    body: createDepositChannelBody,
    successStatus: 201,
    response: adminDepositChannelView,
    errors: ['INVALID_WALLET_ADDRESS'],
  }),
  updateChannel: defineRoute({
    kind: 'json',
    method: 'PATCH',
    path: '/admin/deposit-channels/:id',
    summary: "Change a deposit channel's names, limits, instructions, currency and rate, or on/off",
    auth: { ops: OPS_PERMISSIONS.editDepositChannels },
    params: idParams,
    body: updateDepositChannelBody,
    response: adminDepositChannelView,
    errors: ['NOT_FOUND', 'INVALID_WALLET_ADDRESS'],
  }),
};
