-- 021 feed recordings: price files ops upload through the API to replay into a product in the
-- sandbox. The file is kept as sent (checked line by line on upload), with what the check found;
-- a product's replay feed names one by id.

CREATE TABLE feed_recordings (
  id           bigserial   PRIMARY KEY,
  name         text        NOT NULL,
  format       text        NOT NULL CHECK (format IN ('csv', 'ndjson')),
  kind         text        NOT NULL CHECK (kind IN ('ticks', 'bars')),
  records      integer     NOT NULL CHECK (records > 0),
  quotes       integer     NOT NULL CHECK (quotes > 0),
  duration_ms  bigint      NOT NULL CHECK (duration_ms >= 0),
  content      bytea       NOT NULL,
  uploaded_by  bigint      NOT NULL REFERENCES admins (id),
  created_at   timestamptz NOT NULL DEFAULT now()
);
