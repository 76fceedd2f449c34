-- A contractor's cities moved from additional_data.city into insurance_company_cities; the home city kept
-- in additional_data is one of its cities, so contractors saved before the link table keep working.
-- CASE, not WHERE: PostgreSQL may evaluate a join condition before a filter, and a stray value must not fail the cast.
INSERT INTO "insurance_company_cities" ("insurance_company_id", "city_id")
SELECT ic."id", c."id"
FROM "insurance_companies" ic
JOIN "cities" c ON c."id" = CASE
  WHEN ic."additional_data"->>'city' ~ '^[0-9]{1,9}$' THEN (ic."additional_data"->>'city')::int
END
ON CONFLICT DO NOTHING;
