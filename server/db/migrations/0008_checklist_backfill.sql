-- Issue 15: invitations carry sections, and the setup checklist ticks itself. Rows made before
-- this change are brought to what the new code would have written.

-- An invitation sent before gave the dashboard only, on sign-up.
UPDATE "invitations" SET "sections" = '{dashboard}' WHERE "sections" = '{}';
--> statement-breakpoint
-- `invite_team` for an organization that already invited its team: a second member, or an
-- invitation sent by one of its own (not an administrator inviting its first owner). An item a
-- dealer already set by hand keeps its value.
UPDATE "organizations" o
SET "setup_checklist_items" = o."setup_checklist_items" || '{"invite_team": true}'::jsonb
WHERE o."setup_checklist_items" -> 'invite_team' IS NULL
  AND (
    (SELECT count(*) FROM "users" u WHERE u."organization_id" = o."id") > 1
    OR EXISTS (
      SELECT 1 FROM "invitations" i
      WHERE i."organization_id" = o."id"
        AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = i."invited_by" AND u."organization_id" <> o."id")
    )
  );
--> statement-breakpoint
-- `import_inventory` for an organization that already has vehicles.
UPDATE "organizations" o
SET "setup_checklist_items" = o."setup_checklist_items" || '{"import_inventory": true}'::jsonb
WHERE o."setup_checklist_items" -> 'import_inventory' IS NULL
  AND EXISTS (SELECT 1 FROM "vehicles" v WHERE v."organization_id" = o."id");
