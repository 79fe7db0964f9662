-- 022 tick journal: every tick is written to the archive before Redis publishes it, numbered
-- without gaps, under a fence PostgreSQL itself checks (server/src/quotes/archive/FORMAT.md,
-- tempo-ticks/2).
--
-- feed_fences   one row per symbol: the fencing token of its newest feed leadership. A leader
--               raises it on taking the lead and writes each tick only while it still holds it,
--               so a paused or partitioned old leader can never add a tick after a new one took
--               over, even if Redis (which mirrors the token for publishing) lost it.
-- ticks.n       the tick's number among its symbol's ticks, consecutive from 1 (null for ticks
--               archived before numbering): a missing number is a missing tick.
-- ticks.feed_version  the version of the product's feed settings the tick was produced under
--               (products.feed_version; null before settings were versioned).
-- tick_seals.format   1 (tempo-ticks/1) or 2 (tempo-ticks/2: numbered ticks, gaps visible).
-- tick_seals.last_n   number of the minute's last tick (format 2).
-- tick_seals.prev_last_n  the previous sealed minute's last_n, which a format 2 minute's header
--               names: the chain commits to the number each minute continues from, so a gap
--               across minutes is as visible as one inside a minute.

CREATE TABLE feed_fences (
  symbol  text   PRIMARY KEY,
  fence   bigint NOT NULL CHECK (fence > 0)
);

ALTER TABLE ticks ADD COLUMN n bigint CHECK (n > 0);
ALTER TABLE ticks ADD COLUMN feed_version integer;

ALTER TABLE tick_seals ADD COLUMN format smallint NOT NULL DEFAULT 1 CHECK (format IN (1, 2));
ALTER TABLE tick_seals ADD COLUMN last_n bigint CHECK ((format = 1) = (last_n IS NULL));
ALTER TABLE tick_seals ADD COLUMN prev_last_n bigint CHECK (format = 2 OR prev_last_n IS NULL);
