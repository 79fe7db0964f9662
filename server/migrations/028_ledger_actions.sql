-- 028 ledger actions: fund records list a trader's money one action at a time (rules L10 and L13
-- of server/src/ledger/SPEC.md): the rows of one user citing one business record. A page walks
-- the user's rows newest first and asks, of each, whether an earlier row of the same user cites
-- the same record; this index answers that in one probe. The (ref_type, ref_id) index alone would
-- read every user's rows of a shared record (a day's savings roll cites one record for all savers).
-- Running it again changes nothing.
CREATE INDEX IF NOT EXISTS ledger_entries_user_ref_idx ON ledger_entries (user_id, ref_type, ref_id, id);
