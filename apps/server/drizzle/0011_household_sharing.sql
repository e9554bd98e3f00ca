-- Household sharing (docs/decisions/0039-household-sharing.md): saved plans (their meals, lists
-- and ticks with them) and the pantry belong to a household. Every account that has no household
-- yet gets its own (the account its owner, as the service makes them on first use), so every
-- existing plan and pantry answer has a household to move to.
WITH "needing" AS (
	SELECT "u"."id" AS "user_id", gen_random_uuid() AS "household_id",
		coalesce(nullif(btrim("u"."first_name"), ''), 'Me') AS "display_name"
	FROM "users" "u"
	WHERE NOT EXISTS (SELECT 1 FROM "household_people" "p" WHERE "p"."user_id" = "u"."id")
), "made" AS (
	INSERT INTO "households" ("id") SELECT "household_id" FROM "needing" RETURNING "id"
)
INSERT INTO "household_people" ("household_id", "user_id", "role", "display_name", "age_band")
SELECT "n"."household_id", "n"."user_id", 'owner', "n"."display_name", 'adult'
FROM "needing" "n" JOIN "made" "m" ON "m"."id" = "n"."household_id";
--> statement-breakpoint
ALTER TABLE "saved_plans" ADD COLUMN "household_id" uuid;--> statement-breakpoint
UPDATE "saved_plans" SET "household_id" = "p"."household_id"
FROM "household_people" "p" WHERE "p"."user_id" = "saved_plans"."user_id";--> statement-breakpoint
ALTER TABLE "saved_plans" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_plans" ADD CONSTRAINT "saved_plans_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "saved_plans_user_created_idx";--> statement-breakpoint
CREATE INDEX "saved_plans_household_created_idx" ON "saved_plans" USING btree ("household_id","created_at");--> statement-breakpoint
-- Who saved a plan is kept while their account is; the plan stays the household's after it.
ALTER TABLE "saved_plans" DROP CONSTRAINT "saved_plans_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "saved_plans" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_plans" ADD CONSTRAINT "saved_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One pantry a household: where two members answered for the same food, the newer answer stays.
ALTER TABLE "pantry_items" ADD COLUMN "household_id" uuid;--> statement-breakpoint
UPDATE "pantry_items" SET "household_id" = "p"."household_id"
FROM "household_people" "p" WHERE "p"."user_id" = "pantry_items"."user_id";--> statement-breakpoint
DELETE FROM "pantry_items" "a" USING "pantry_items" "b"
WHERE "a"."household_id" = "b"."household_id" AND "a"."food_id" = "b"."food_id"
	AND ("a"."updated_at", "a"."user_id") < ("b"."updated_at", "b"."user_id");--> statement-breakpoint
ALTER TABLE "pantry_items" DROP CONSTRAINT "pantry_items_user_id_food_id_pk";--> statement-breakpoint
ALTER TABLE "pantry_items" DROP CONSTRAINT "pantry_items_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "pantry_items" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "pantry_items" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_household_id_food_id_pk" PRIMARY KEY("household_id","food_id");--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
