-- 025 coin networks: every deposit channel and every deposit's kept instructions name their coin
-- network exactly as the shared list spells it (COIN_NETWORKS: TRC20, ERC20), the only spellings the
-- app now reads and takes, each with its address checksum.
--
-- Channels used to take any spelling, and only TRC20 or ERC20 (in any letter case) had its address
-- checked: a "TRC-20" channel's address never was. So:
-- 1. a crypto channel or deposit on a network outside the list stops the migration, naming the
--    rows: correct their network (or remove the channel) first, as nothing here can guess it;
-- 2. the spellings of the listed networks (any case, with spaces, dots, hyphens or underscores:
--    "trc-20", "Erc 20"; and TRON, ETH, ETHEREUM) become TRC20 / ERC20, in deposit_channels and in
--    the instructions each deposit keeps;
-- 3. a channel whose address was saved unchecked (its network was not TRC20 / ERC20 in some letter
--    case) is turned off: ops turn it on again by saving it, which checks its address and answers
--    INVALID_WALLET_ADDRESS when it is wrong. Traders never copy an unchecked address meanwhile.
-- Running it again changes nothing.

CREATE OR REPLACE FUNCTION pg_temp.listed_coin_network(spelled text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE regexp_replace(upper(spelled), '[[:space:]._-]', '', 'g')
    WHEN 'TRC20' THEN 'TRC20'
    WHEN 'TRON' THEN 'TRC20'
    WHEN 'ERC20' THEN 'ERC20'
    WHEN 'ETH' THEN 'ERC20'
    WHEN 'ETHEREUM' THEN 'ERC20'
  END
$$;

DO $$
DECLARE
  unknown text;
BEGIN
  SELECT string_agg(what, ', ') INTO unknown FROM (
    SELECT format('deposit channel %s (%L)', id, instructions ->> 'network') AS what
    FROM deposit_channels
    WHERE kind = 'crypto' AND pg_temp.listed_coin_network(instructions ->> 'network') IS NULL
    UNION ALL
    SELECT format('deposit %s (%L)', id, instructions ->> 'network')
    FROM deposits
    WHERE instructions ->> 'kind' = 'crypto'
      AND pg_temp.listed_coin_network(instructions ->> 'network') IS NULL
  ) outside;
  IF unknown IS NOT NULL THEN
    RAISE EXCEPTION 'Coin networks outside the list TRC20, ERC20: %. Correct them first.', unknown;
  END IF;
END
$$;

UPDATE deposit_channels
SET instructions = jsonb_set(instructions, '{network}',
                             to_jsonb(pg_temp.listed_coin_network(instructions ->> 'network'))),
    enabled = enabled AND upper(instructions ->> 'network') IN ('TRC20', 'ERC20'),
    updated_at = now()
WHERE kind = 'crypto'
  AND instructions ->> 'network' <> pg_temp.listed_coin_network(instructions ->> 'network');

UPDATE deposits
SET instructions = jsonb_set(instructions, '{network}',
                             to_jsonb(pg_temp.listed_coin_network(instructions ->> 'network')))
WHERE instructions ->> 'kind' = 'crypto'
  AND instructions ->> 'network' <> pg_temp.listed_coin_network(instructions ->> 'network');

DROP FUNCTION pg_temp.listed_coin_network(text);
