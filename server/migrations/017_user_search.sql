-- 017 user search: the indexes behind the ops console's trader search and a trader's login history.
--
-- users_account_prefix_idx    lower(account) with text_pattern_ops: `lower(account) LIKE 'abc%'`
--                             (an account prefix in any letter case) reads a range of it whatever
--                             the database's collation. users_account_key (001) stays the unique
--                             rule; under a non-C collation it cannot answer a LIKE.
-- users_phone_trgm_idx        trigrams of phone (pg_trgm, a trusted extension of the standard
--                             contrib set): `phone LIKE '%912345%'` finds the digits anywhere in
--                             the number. Fragments of fewer than three digits match too many
--                             traders for any index to help; the search pages them by id.
-- user_sessions_history_idx   every session of a user, newest first, revoked and expired ones too
--                             (user_sessions_user_idx of 001 holds only the unrevoked ones).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX users_account_prefix_idx ON users (lower(account) text_pattern_ops);
CREATE INDEX users_phone_trgm_idx ON users USING gin (phone gin_trgm_ops);
CREATE INDEX user_sessions_history_idx ON user_sessions (user_id, id DESC);
