-- 016 content: what home and the text pages show, the site settings ops change, and the system
-- messages ops broadcast to every inbox.
--
-- Every text is written per language in one jsonb column, `translations`, keyed by language
-- ({"en": {...}, "vi": {...}}): an item and all its languages are edited, audited and read
-- together, and a reader's language (or the English, then Vietnamese, fallback) is picked when it
-- is read. Keys outside the ten languages are refused here as in the shared contract. Long texts
-- are Markdown stored as written; nothing here is HTML.
--
-- banners          image and caption per language, the link a tap opens (an app route or an
--                  https address, never another scheme), order, and the active window
--                  [active_from, active_until), each end open when null.
-- news             title, summary and Markdown body per language; published_at in the future
--                  schedules an item (readers see it from then).
-- highlights       the platform highlights on home: title and text per language, an icon name.
-- content_pages    the fixed pages by slug: about, privacy, privacy-statement, risk.
-- content_images   images ops upload for banners (re-encoded by the upload pipeline), public.
-- site_settings    one row: ops overrides of the configured customer-service link and logo (null:
--                  the configuration's), and the debugger detection of SPEC §4, off by default.
-- broadcasts       a system message ops sent to every trader, its title and body per language.
--                  It is filed into inbox_messages (013) as one row per user of kind 'broadcast'
--                  naming it (broadcast_id), in one INSERT … SELECT over the users of that moment,
--                  so the unread badge, mark read and mark all read work as for every message;
--                  this replaces the separate read table 013's header foresaw. One row per
--                  (broadcast, user), so a repeated fan-out files nothing twice.

CREATE FUNCTION content_languages_only(translations jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_typeof(translations) = 'object'
       AND translations <> '{}'::jsonb
       AND translations - ARRAY['vi', 'en', 'ja', 'de', 'th', 'zh-CN', 'zh-TW', 'id', 'ko', 'fr'] = '{}'::jsonb
  $$;

CREATE TABLE banners (
  id            bigserial   PRIMARY KEY,
  translations  jsonb       NOT NULL CHECK (content_languages_only(translations)),
  link          text        CHECK (link ~ '^(/pages/|https://)'),
  sort_order    integer     NOT NULL DEFAULT 0,
  active_from   timestamptz,
  active_until  timestamptz,
  enabled       boolean     NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (active_from IS NULL OR active_until IS NULL OR active_from < active_until)
);

CREATE TABLE news (
  id            bigserial   PRIMARY KEY,
  translations  jsonb       NOT NULL CHECK (content_languages_only(translations)),
  published_at  timestamptz NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- The list and home's latest items, newest first.
CREATE INDEX news_published_idx ON news (published_at DESC, id DESC);

CREATE TABLE highlights (
  id            bigserial   PRIMARY KEY,
  translations  jsonb       NOT NULL CHECK (content_languages_only(translations)),
  icon          text        NOT NULL CHECK (icon ~ '^[a-z-]{1,40}$'),
  sort_order    integer     NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_pages (
  slug          text        PRIMARY KEY CHECK (slug IN ('about', 'privacy', 'privacy-statement', 'risk')),
  translations  jsonb       NOT NULL CHECK (content_languages_only(translations)),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_images (
  id            bigserial   PRIMARY KEY,
  content_type  text        NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes         bytea       NOT NULL,
  size          integer     NOT NULL CHECK (size > 0 AND size = octet_length(bytes)),
  -- Null for the images the content seed draws.
  uploaded_by   bigint      REFERENCES admins (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE site_settings (
  id                  boolean     PRIMARY KEY DEFAULT true CHECK (id),
  service_url         text,
  site_logo           text,
  debugger_detection  boolean     NOT NULL DEFAULT false,
  updated_at          timestamptz
);
INSERT INTO site_settings (id) VALUES (true);

CREATE TABLE broadcasts (
  id            bigserial   PRIMARY KEY,
  translations  jsonb       NOT NULL CHECK (content_languages_only(translations)),
  sent_by       bigint      NOT NULL REFERENCES admins (id),
  recipients    integer     NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE inbox_messages ADD COLUMN broadcast_id bigint REFERENCES broadcasts (id);
ALTER TABLE inbox_messages ADD CHECK ((kind = 'broadcast') = (broadcast_id IS NOT NULL));
CREATE UNIQUE INDEX inbox_messages_broadcast_idx ON inbox_messages (broadcast_id, user_id)
  WHERE broadcast_id IS NOT NULL;
