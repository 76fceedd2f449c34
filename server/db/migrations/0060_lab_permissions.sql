-- The laboratory's own permissions (domain/permissions/catalogue.ts) for the installed default roles that
-- hold them by default (admin: all; lab: all five): an installation seeded before them would otherwise
-- have nobody allowed to collect, label, enter or approve results, or register errors.
UPDATE "roles" SET "permissions" = "permissions" || '["crmLabSee","crmLabSamplesWork","crmLabResultsEdit","crmLabResultsApprove","crmLabErrorsEdit"]'::jsonb WHERE "code" IN ('admin', 'lab') AND NOT ("permissions" @> '["crmLabSee"]'::jsonb);
