CREATE TABLE "member_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_plan" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One premium rule (ADR 0033): premium is the status. A member premium by tier alone (ADR 0020's
-- tier-or-status reading) keeps premium as 'active'; any other unknown status is free.
UPDATE "users" SET "premium_status" = 'active' WHERE "subscription_tier" = 'premium' AND "premium_status" NOT IN ('active', 'trialing');--> statement-breakpoint
UPDATE "users" SET "premium_status" = 'inactive' WHERE "premium_status" NOT IN ('inactive', 'trialing', 'active');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_premium_plan_known" CHECK ("users"."premium_plan" is null or "users"."premium_plan" in ('pro', 'family'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_premium_status_known" CHECK ("users"."premium_status" in ('inactive', 'trialing', 'active'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trial_has_end" CHECK ("users"."premium_status" <> 'trialing' or ("users"."trial_ends_at" is not null and "users"."trial_started_at" is not null));