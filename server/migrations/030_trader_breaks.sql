-- 030 trader breaks (server/src/limits/SPEC.md L9): a time-out or an exclusion a trader takes from
-- real trading and deposits. Nobody lifts one early, not the trader, not ops, not a bug in a
-- later release: the database itself refuses to shorten or delete a break before its end.
-- Running it again changes nothing.
CREATE TABLE IF NOT EXISTS trader_breaks (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  until timestamptz NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now()
);

CREATE OR REPLACE FUNCTION trader_breaks_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.until > now() THEN
      RAISE EXCEPTION 'a break in force cannot be lifted before %', OLD.until USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.until > now() AND NEW.until < OLD.until THEN
    RAISE EXCEPTION 'a break in force cannot be shortened before %', OLD.until USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS trader_breaks_hold ON trader_breaks;
CREATE TRIGGER trader_breaks_hold BEFORE UPDATE OR DELETE ON trader_breaks
  FOR EACH ROW EXECUTE FUNCTION trader_breaks_hold();
