-- The 4-digit runs of a phone number ("380671234567" → {3806, 8067, …, 4567}), for the GIN index that
-- finds a typed run of 4+ digits anywhere in the number (migration 0020). Digit trigrams are few (1 000
-- of them), so each trigram's list in clients_phone_trgm_idx holds tens of thousands of rows; 4-digit
-- runs are ten times as many and their lists ten times shorter. IMMUTABLE: an index expression.
CREATE FUNCTION client_phone_grams(phone text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT ARRAY(SELECT substr(phone, i, 4) FROM generate_series(1, length(phone) - 3) AS i) $$;
