-- 3-D Secure 2 on the sandbox's card tokens (transactions §8 'unauthenticatable card'). The
-- tokenizer records how the test card answers the check (three_ds_card: CHALLENGE,
-- FRICTIONLESS, FAILED, UNAVAILABLE; NULL on tokens made before), the check records where it
-- stands (three_ds_status), and the sandbox gateway refuses a token whose check failed or whose
-- challenge was never completed. A challenge is reached by its own random id, kept only as its
-- SHA-256 like the token itself.
ALTER TABLE payment_tokens ADD COLUMN three_ds_card TEXT
  CHECK (three_ds_card IN ('CHALLENGE', 'FRICTIONLESS', 'FAILED', 'UNAVAILABLE'));
ALTER TABLE payment_tokens ADD COLUMN three_ds_status TEXT
  CHECK (three_ds_status IN ('CHALLENGE_PENDING', 'AUTHENTICATED', 'FAILED', 'UNAVAILABLE'));
ALTER TABLE payment_tokens ADD COLUMN three_ds_challenge_hash TEXT;
CREATE UNIQUE INDEX payment_tokens_three_ds_challenge
  ON payment_tokens (three_ds_challenge_hash) WHERE three_ds_challenge_hash IS NOT NULL;
