-- 014 deposit proofs: deposits.proof_upload_id (012) now names a row of uploads (010).
--
-- A trader attaches the proof image (kind 'deposit-proof', through the upload pipeline) while the
-- deposit is under review; attaching again replaces it and the earlier image stays in uploads, so
-- what ops saw when they reviewed is never lost. Which upload a deposit may cite (the owner's own,
-- of kind 'deposit-proof') is checked by the command that sets it; the key keeps it existing.

ALTER TABLE deposits
  ADD CONSTRAINT deposits_proof_upload_fk FOREIGN KEY (proof_upload_id) REFERENCES uploads (id);
