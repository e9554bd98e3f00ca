-- The planning preferences are the household's (docs/decisions/0039-household-sharing.md): one
-- row a household. Where members of one household had saved their own, the newest is kept (every
-- account has a household since migration 0011).
CREATE TABLE "household_preferences" (
	"household_id" uuid PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_preferences" ADD CONSTRAINT "household_preferences_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_preferences" ADD CONSTRAINT "household_preferences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "household_preferences" ("household_id", "preferences", "updated_by", "updated_at")
SELECT DISTINCT ON ("p"."household_id") "p"."household_id", "m"."preferences", "m"."user_id", "m"."updated_at"
FROM "member_preferences" "m" JOIN "household_people" "p" ON "p"."user_id" = "m"."user_id"
ORDER BY "p"."household_id", "m"."updated_at" DESC, "m"."user_id" DESC;--> statement-breakpoint
DROP TABLE "member_preferences";
