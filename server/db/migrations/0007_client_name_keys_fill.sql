-- The near-miss word list starts with every name key already stored (clients written before it existed).
INSERT INTO "client_name_keys" ("field", "key")
SELECT 'surname', "surname_key" FROM "clients" WHERE "surname_key" IS NOT NULL
UNION SELECT 'name', "name_key" FROM "clients" WHERE "name_key" IS NOT NULL
UNION SELECT 'patronymic', "patronymic_key" FROM "clients" WHERE "patronymic_key" IS NOT NULL
ON CONFLICT DO NOTHING;
