// The fund records endpoint of the REST API, called through the route table (see @tempo/shared).
import { routes, type FundRecordGroup } from '@tempo/shared';
import { call } from '../../../lib/apiClient';

/** Records per page of the list. */
const PAGE_SIZE = 20;

/**
 * One page of the trader's fund records (one per action, with its ledger rows), newest first, of
 * one group or all, older than `cursor` (a record id). Quiet: the list shows its own loading and
 * failure states.
 */
export const fetchFundRecords = (group: FundRecordGroup | undefined, cursor: number | null) =>
  call(routes.deposits.fundRecords, {
    query: { kind: group, cursor: cursor ?? undefined, limit: PAGE_SIZE },
    hideLoading: true,
    quiet: true,
  });
