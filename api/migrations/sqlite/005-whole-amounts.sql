-- Amounts are whole rupees within the API's limits, checked by the database too: SQLite stores a
-- non-integer (Inf, 1e308, 1.5) in an INTEGER column as REAL, and `price >= 0` let a plan priced
-- Inf through, which then broke the plans list for everyone.

-- A price stored before that check that is not a whole number in range means nothing: no price.
UPDATE plans SET price = NULL WHERE price IS NOT NULL AND (typeof(price) != 'integer' OR price > 10000000);

CREATE TRIGGER plans_price_whole_insert BEFORE INSERT ON plans
WHEN NEW.price IS NOT NULL AND (typeof(NEW.price) != 'integer' OR NEW.price > 10000000)
BEGIN
  SELECT RAISE (ABORT, 'a plan price must be a whole number from 0 to 10000000');
END;
CREATE TRIGGER plans_price_whole_update BEFORE UPDATE OF price ON plans
WHEN NEW.price IS NOT NULL AND (typeof(NEW.price) != 'integer' OR NEW.price > 10000000)
BEGIN
  SELECT RAISE (ABORT, 'a plan price must be a whole number from 0 to 10000000');
END;

CREATE TRIGGER members_money_whole_insert BEFORE INSERT ON members
WHEN typeof(NEW.total_fee) != 'integer' OR typeof(NEW.paid_amount) != 'integer'
  OR NEW.total_fee > 10000000 OR NEW.paid_amount > 10000000
BEGIN
  SELECT RAISE (ABORT, 'a fee and a paid amount must be whole numbers from 0 to 10000000');
END;
CREATE TRIGGER members_money_whole_update BEFORE UPDATE OF total_fee, paid_amount ON members
WHEN typeof(NEW.total_fee) != 'integer' OR typeof(NEW.paid_amount) != 'integer'
  OR NEW.total_fee > 10000000 OR NEW.paid_amount > 10000000
BEGIN
  SELECT RAISE (ABORT, 'a fee and a paid amount must be whole numbers from 0 to 10000000');
END;
