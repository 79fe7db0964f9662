-- 004 quotes: the product catalogue, market holidays and persisted candles.
--
-- products            what traders can buy: names per language, price precision, trading
--                     schedule, maintenance flag, and which price source feeds it.
-- product_countdowns  the countdowns a product offers: duration, payout rate (basis points) and
--                     the stake range in cents.
-- market_holidays     whole local days a calendar (fx, metals) stays closed.
-- candles             closed candles built from ticks (the live one is in Redis), open time in
--                     epoch ms, prices as doubles rounded to the product's precision.

CREATE TABLE products (
  symbol          text        PRIMARY KEY CHECK (symbol ~ '^[A-Z0-9]{3,20}$'),
  kind            text        NOT NULL CHECK (kind IN ('crypto', 'fx', 'metal')),
  names           jsonb       NOT NULL,
  precision       smallint    NOT NULL CHECK (precision BETWEEN 0 AND 8),
  schedule        text        NOT NULL CHECK (schedule IN ('always', 'fx', 'metals')),
  maintenance     boolean     NOT NULL DEFAULT false,
  enabled         boolean     NOT NULL DEFAULT true,
  sort_order      integer     NOT NULL DEFAULT 0,
  -- The simulator's parameters: where a fresh market starts, annualised volatility and the
  -- typical volume of one tick.
  start_price     double precision NOT NULL CHECK (start_price > 0),
  volatility      double precision NOT NULL CHECK (volatility > 0 AND volatility < 5),
  tick_volume     double precision NOT NULL CHECK (tick_volume > 0),
  feed_source     text        NOT NULL DEFAULT 'simulator' CHECK (feed_source IN ('simulator', 'replay', 'exchange')),
  feed_options    jsonb       NOT NULL DEFAULT '{}',
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_countdowns (
  symbol        text    NOT NULL REFERENCES products (symbol) ON DELETE CASCADE,
  duration_sec  integer NOT NULL CHECK (duration_sec BETWEEN 1 AND 86400),
  payout_bps    integer NOT NULL CHECK (payout_bps BETWEEN 1 AND 100000),
  min_amount    bigint  NOT NULL CHECK (min_amount > 0),
  max_amount    bigint  NOT NULL CHECK (max_amount >= min_amount),
  PRIMARY KEY (symbol, duration_sec)
);

CREATE TABLE market_holidays (
  calendar  text NOT NULL CHECK (calendar IN ('fx', 'metals')),
  day       date NOT NULL,
  name      text NOT NULL,
  PRIMARY KEY (calendar, day)
);

CREATE TABLE candles (
  symbol     text             NOT NULL,
  interval   text             NOT NULL,
  open_time  bigint           NOT NULL,
  open       double precision NOT NULL,
  high       double precision NOT NULL,
  low        double precision NOT NULL,
  close      double precision NOT NULL,
  volume     double precision NOT NULL,
  turnover   double precision NOT NULL,
  PRIMARY KEY (symbol, interval, open_time)
);
