-- 009 tick archive: every published tick, kept past Redis's few minutes, and the hash chain that
-- makes the record tamper-evident (the format is in server/src/quotes/archive/FORMAT.md).
--
-- ticks       one row per published tick: symbol, server time (epoch ms), the order among the
--             symbol's ticks of that millisecond (the Redis stream id's sequence), price, volume
--             and who produced it (simulator, exchange, replay, external or external:<ops user>).
--             Partitioned by ts, one partition per UTC day named ticks_YYYYMMDD; the feed leader
--             creates them ahead and drops those past TICK_ARCHIVE_RETENTION_DAYS (TickArchiver).
-- tick_seals  one row per symbol and minute that had ticks, written when the minute closes:
--             SHA-256 over the previous seal's hash and the minute's ticks. prev_minute names the
--             symbol's previous sealed minute (null for the first); minutes between had no ticks.

CREATE TABLE ticks (
  symbol  text             NOT NULL,
  ts      bigint           NOT NULL,
  seq     integer          NOT NULL CHECK (seq >= 0),
  price   double precision NOT NULL CHECK (price > 0),
  volume  double precision NOT NULL CHECK (volume >= 0),
  source  text             NOT NULL,
  PRIMARY KEY (symbol, ts, seq)
) PARTITION BY RANGE (ts);

CREATE TABLE tick_seals (
  symbol       text        NOT NULL,
  minute       bigint      NOT NULL CHECK (minute % 60000 = 0),
  prev_minute  bigint      CHECK (prev_minute < minute),
  prev_hash    text        NOT NULL CHECK (prev_hash ~ '^[0-9a-f]{64}$'),
  tick_count   integer     NOT NULL CHECK (tick_count > 0),
  hash         text        NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  sealed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (symbol, minute)
);
