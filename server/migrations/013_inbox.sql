-- 013 inbox: the messages each trader finds on the message page, with an unread badge.
--
-- inbox_messages  one message to one user: its kind (what happened), the message key and the
--                 parameters its words take (amount, reason…). The words themselves live in the
--                 shared locale catalogue, not here, so a message reads in whatever language the
--                 reader has chosen when they read it, and a reworded text reaches old messages too.
--                 reference_type/reference_id name the deposit, withdrawal or verification the
--                 message is about; one message per (reference, kind), so an event announced twice
--                 is stored once. read_at is null until the owner reads it.
-- Broadcast messages (the content issue) are written by ops in several languages at once: they
-- will get their own table with the text per language and a per-user read table, and the inbox
-- list will merge both by created_at; user_id here stays NOT NULL.

CREATE TABLE inbox_messages (
  id              bigserial   PRIMARY KEY,
  user_id         bigint      NOT NULL REFERENCES users (id),
  kind            text        NOT NULL,
  params          jsonb       NOT NULL DEFAULT '{}'::jsonb,
  reference_type  text        CHECK (reference_type IN ('deposit', 'withdrawal', 'verification')),
  reference_id    bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  read_at         timestamptz,
  CHECK ((reference_type IS NULL) = (reference_id IS NULL))
);

-- The list, newest first per user, paged by id.
CREATE INDEX inbox_messages_user_idx ON inbox_messages (user_id, id DESC);
-- The unread badge.
CREATE INDEX inbox_messages_unread_idx ON inbox_messages (user_id) WHERE read_at IS NULL;
CREATE UNIQUE INDEX inbox_messages_reference_idx ON inbox_messages (reference_type, reference_id, kind)
  WHERE reference_type IS NOT NULL;
