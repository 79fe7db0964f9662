-- placement.pgbench: the SQL of one order placement (server/src/orders/commands/placeOrder.ts,
-- ledger/postLedgerEntry.ts, orders/ordersRepo.ts), run by pgbench against a database
-- built by Tempo's migrations.
--
-- Steps: insert the order (the idempotency key's unique index decides first); debit the trader's
-- available balance only if it stays >= 0 and append its ledger row in one statement (the row
-- lock serialises a trader's orders); count the trader's open orders. One transaction, as the
-- server does it.
-- Variables: users (set with -D users=N) — traders are picked at random from 1..users.
-- Result: pgbench's TPS is orders placed per second.
\set uid random(1, :users)
\set amount 1000
\set debit -1 * :amount
BEGIN;
INSERT INTO orders (user_id, account, symbol, direction, amount, duration_sec, payout_bps, idempotency_key, entry_price, entry_ts, expiry_ts) VALUES (:uid, 'real', 'BTCUSDT', 'up', :amount, 30, 8000, gen_random_uuid()::text, 60000.5, 1700000000000, 1700000030000) ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id AS oid \gset
WITH updated AS (UPDATE balances SET available = available + :debit, updated_at = now() WHERE user_id = :uid AND available + :debit >= 0 RETURNING available, frozen, savings, demo, available AS balance), inserted AS (INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id) SELECT :uid, 'available', 'order_stake', :debit, balance, 'order', :oid FROM updated RETURNING id, balance_after) SELECT i.id FROM inserted i, updated u;
SELECT count(*) FROM orders WHERE user_id = :uid AND status = 'open';
END;
