-- Amounts are whole rupees within the API's limits, checked by the database too. INTEGER columns
-- already refuse fractions and infinities here (SQLite needs triggers for that); what is left is
-- the upper bound.

-- A price out of range means nothing: no price (as SQLite's 005 clears it).
UPDATE plans SET price = NULL WHERE price > 10000000;

ALTER TABLE plans ADD CONSTRAINT plans_price_whole CHECK (price IS NULL OR price <= 10000000);
ALTER TABLE members ADD CONSTRAINT members_money_whole CHECK (total_fee <= 10000000 AND paid_amount <= 10000000);
