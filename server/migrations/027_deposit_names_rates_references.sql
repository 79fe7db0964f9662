-- 027 deposit channels in every language, a bank channel's currency and rate, and a reference on
-- every bank deposit (deposits SPEC D12–D15).
--
-- Steps:
-- 1. deposit_channels.names ({language: name}, Vietnamese required) replaces name: the one name ops
--    typed becomes the Vietnamese (default) name, which readers of every other language see until
--    ops write theirs. deposits.channel_names replaces channel_name the same way (a request keeps
--    the names of when it was made).
-- 2. deposit_channels.currency and rate: a bank channel's ISO 4217 currency and its units per USD,
--    an exact NUMERIC(18,6), both or neither. Existing channels have neither (transfers in USD).
-- 3. deposits.conversion_*: what a request through a converting channel froze: the currency, the
--    rate, the currency's decimals and the amount to transfer in its minor units. All or none;
--    none on existing deposits.
-- 4. deposits.reference: 8 characters of 23456789ABCDEFGHJKMNPQRSTVWXYZ, unique, on every bank
--    deposit and on no coin deposit. Existing bank deposits draw one here (random, drawn again on
--    a clash).
-- Runs once: it adds and drops columns.

-- 1. Names per language.
ALTER TABLE deposit_channels ADD COLUMN names jsonb;
UPDATE deposit_channels SET names = jsonb_build_object('vi', name);
ALTER TABLE deposit_channels
  ALTER COLUMN names SET NOT NULL,
  ADD CONSTRAINT deposit_channels_names_check
    CHECK (jsonb_typeof(names) = 'object' AND coalesce(names ->> 'vi', '') <> ''),
  DROP COLUMN name;

ALTER TABLE deposits ADD COLUMN channel_names jsonb;
UPDATE deposits SET channel_names = jsonb_build_object('vi', channel_name);
ALTER TABLE deposits
  ALTER COLUMN channel_names SET NOT NULL,
  ADD CONSTRAINT deposits_channel_names_check CHECK (jsonb_typeof(channel_names) = 'object'),
  DROP COLUMN channel_name;

-- 2. A bank channel's currency and rate.
ALTER TABLE deposit_channels
  ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$'),
  ADD COLUMN rate numeric(18, 6) CHECK (rate > 0),
  ADD CONSTRAINT deposit_channels_conversion_check
    CHECK ((currency IS NULL) = (rate IS NULL) AND (currency IS NULL OR kind = 'bank'));

-- 3. What a request froze.
ALTER TABLE deposits
  ADD COLUMN conversion_currency text CHECK (conversion_currency ~ '^[A-Z]{3}$'),
  ADD COLUMN conversion_rate numeric(18, 6) CHECK (conversion_rate > 0),
  ADD COLUMN conversion_digits smallint CHECK (conversion_digits BETWEEN 0 AND 4),
  ADD COLUMN conversion_amount bigint CHECK (conversion_amount > 0),
  ADD CONSTRAINT deposits_conversion_check CHECK (
    (conversion_currency IS NULL) = (conversion_rate IS NULL)
    AND (conversion_currency IS NULL) = (conversion_digits IS NULL)
    AND (conversion_currency IS NULL) = (conversion_amount IS NULL)
  );

-- 4. The transfer reference.
ALTER TABLE deposits
  ADD COLUMN reference text CONSTRAINT deposits_reference_key UNIQUE
    CHECK (reference ~ '^[2-9A-HJKMNP-TV-Z]{8}$');

DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  deposit_id bigint;
  drawn text;
BEGIN
  FOR deposit_id IN SELECT id FROM deposits WHERE instructions ->> 'kind' = 'bank' ORDER BY id LOOP
    LOOP
      SELECT string_agg(substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1), '')
      INTO drawn FROM generate_series(1, 8);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM deposits WHERE reference = drawn);
    END LOOP;
    UPDATE deposits SET reference = drawn WHERE id = deposit_id;
  END LOOP;
END
$$;

ALTER TABLE deposits
  ADD CONSTRAINT deposits_reference_bank_check CHECK ((reference IS NOT NULL) = (instructions ->> 'kind' = 'bank'));
