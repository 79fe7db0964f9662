-- placement.pgbench: the SQL of one order placement (server/src/orders/commands/placeOrder.ts,
-- ledger/postLedgerEntry.ts, orders/ordersRepo.ts), run by pgbench against placementSchema.sql.
--
-- Steps: take an order id; debit the trader's available balance only if it stays >= 0 (the row
-- lock serialises a trader's orders); append the ledger row with the balance after; insert the
-- order. One transaction, as the server does it.
-- Variables: users (set with -D users=N) — traders are picked at random from 1..users.
-- Result: pgbench's TPS is orders placed per second.
\set uid random(1, :users)
\set amount 1000
\set debit -1 * :amount
BEGIN;
SELECT nextval('orders_id_seq') AS oid \gset
UPDATE balances SET available = available + :debit, updated_at = now() WHERE user_id = :uid AND available + :debit >= 0 RETURNING available AS balance \gset
INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id) VALUES (:uid, 'available', 'order_stake', :debit, :balance, 'order', :oid);
INSERT INTO orders (id, user_id, account, symbol, direction, amount, duration_sec, payout_bps, idempotency_key, entry_price, entry_ts, expiry_ts) VALUES (:oid, :uid, 'real', 'BTCUSDT', 'up', :amount, 30, 8000, 'pgbench-' || :oid, 60000.5, 1700000000000, 1700000030000) ON CONFLICT (user_id, idempotency_key) DO NOTHING;
END;
