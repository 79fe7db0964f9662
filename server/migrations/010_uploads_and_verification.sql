-- 010 uploads and real-name verification (DESIGN §6).
--
-- uploads          images a trader sent (ID photos now, deposit proofs later), as the upload
--                  pipeline stored them: sniffed, at most 5 MB, decoded and re-encoded (no metadata
--                  survives), so `bytes` never holds what the client sent verbatim. Kept in
--                  PostgreSQL so every node serves them; only the owner and ops read them, through
--                  authenticated routes. `kind` says what the image is for.
-- verifications    one row per submission: name, ID number, nationality (ISO 3166 alpha-2) and the
--                  front and back photos. status pending → approved | rejected (with a reason),
--                  set by ops (reviewed_by, reviewed_at). History is kept: a rejected trader submits
--                  a new row. At most one pending row per user (partial unique index), and at most
--                  one approved, since nobody submits again once approved.
--
-- users.verified (001) follows an approval, set in the same transaction as the review.

CREATE TABLE uploads (
  id             bigserial   PRIMARY KEY,
  owner_user_id  bigint      NOT NULL REFERENCES users (id),
  kind           text        NOT NULL CHECK (kind IN ('id-front', 'id-back', 'deposit-proof')),
  content_type   text        NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes          bytea       NOT NULL,
  size           integer     NOT NULL CHECK (size > 0 AND size = octet_length(bytes)),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_owner_idx ON uploads (owner_user_id);

CREATE TABLE verifications (
  id               bigserial   PRIMARY KEY,
  user_id          bigint      NOT NULL REFERENCES users (id),
  name             text        NOT NULL,
  id_number        text        NOT NULL,
  nationality      text        NOT NULL CHECK (nationality ~ '^[A-Z]{2}$'),
  front_upload_id  bigint      NOT NULL REFERENCES uploads (id),
  back_upload_id   bigint      NOT NULL REFERENCES uploads (id),
  status           text        NOT NULL DEFAULT 'pending'
                               CHECK (status IN ('pending', 'approved', 'rejected')),
  reason           text,
  reviewed_by      bigint      REFERENCES admins (id),
  reviewed_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (front_upload_id <> back_upload_id),
  -- A rejection says why; a pending submission has no review yet.
  CHECK (status <> 'rejected' OR reason IS NOT NULL),
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
CREATE UNIQUE INDEX verifications_one_pending ON verifications (user_id) WHERE status = 'pending';
CREATE UNIQUE INDEX verifications_one_approved ON verifications (user_id) WHERE status = 'approved';
CREATE INDEX verifications_user_idx ON verifications (user_id, id DESC);
CREATE INDEX verifications_queue_idx ON verifications (status, id);
