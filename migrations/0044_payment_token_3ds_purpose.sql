-- What a sandbox card token's 3-D Secure check was for: the payment it names (a basket, a VIP
-- membership, a deposit balance: payment-binding.ts's subject) and its amount in minor units.
-- A bank authenticates one payment, so a checked token pays that one only; NULL on a token
-- never checked (it binds nothing more than before).
ALTER TABLE payment_tokens ADD COLUMN three_ds_subject TEXT;
ALTER TABLE payment_tokens ADD COLUMN three_ds_amount INTEGER;
