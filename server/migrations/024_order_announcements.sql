-- 024 order announcements: the outbox of settlement results (rule S10 of server/src/orders/SPEC.md).
-- A settlement chunk's `orders:settled` announcement is written by the very statement that settles
-- it, so a result committed while Redis is away is still announced once Redis is back, and one a
-- dying process never got to publish is published by another.
--
-- order_announcements  one row per settlement chunk, naming the orders it settled; the event
--                      itself is rebuilt from those orders (and the owners' balances) when it is
--                      published. A row exists until a realtime node has received it, then it is
--                      deleted: the table is empty but for announcements in flight or waiting.
--   id                 the chunk's smallest order id: an order settles once, so no two chunks
--                      share it, and the settling process knows it from the orders it settled.
--   order_ids          the orders the chunk settled.
--   due_at             when the outbox drain may take the row: first after the settling process's
--                      own lease (it publishes the chunk itself at once), then after each failed
--                      attempt's backoff, or after the lease of a drain that took it and vanished.
--   attempts           publications tried by a drain, for the backoff and the logs.
-- No index beyond the key: the drain reads the due rows oldest first by id, and the table holds a
-- handful of rows except while Redis is away.

CREATE TABLE order_announcements (
  id          bigint      PRIMARY KEY,
  order_ids   bigint[]    NOT NULL CHECK (cardinality(order_ids) > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  due_at      timestamptz NOT NULL,
  attempts    integer     NOT NULL DEFAULT 0
);
