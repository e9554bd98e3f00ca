-- Households (docs/decisions/0037-households.md): one per member, its people (members with an
-- account, dependants without) and its invitations (the token stored as its SHA-256, single use).
CREATE TABLE "household_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "household_invitations_email_lowercase" CHECK ("household_invitations"."email" = lower("household_invitations"."email")),
	CONSTRAINT "household_invitations_one_end" CHECK ("household_invitations"."accepted_at" is null or "household_invitations"."cancelled_at" is null)
);
--> statement-breakpoint
CREATE TABLE "household_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"display_name" text NOT NULL,
	"age_band" text NOT NULL,
	"sex" text,
	"activity_level" text,
	"calories_per_day" integer,
	"dietary_restrictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_people_role_known" CHECK ("household_people"."role" in ('owner', 'member', 'dependant')),
	CONSTRAINT "household_people_account" CHECK (("household_people"."role" = 'dependant' and "household_people"."user_id" is null) or ("household_people"."role" <> 'dependant' and "household_people"."user_id" is not null)),
	CONSTRAINT "household_people_age_band_known" CHECK ("household_people"."age_band" in ('child_1_3', 'child_4_8', 'child_9_13', 'teen_14_18', 'adult', 'older_adult')),
	CONSTRAINT "household_people_sex_known" CHECK ("household_people"."sex" is null or "household_people"."sex" in ('female', 'male')),
	CONSTRAINT "household_people_activity_known" CHECK ("household_people"."activity_level" is null or "household_people"."activity_level" in ('sedentary', 'moderately_active', 'active')),
	CONSTRAINT "household_people_calories_range" CHECK ("household_people"."calories_per_day" is null or "household_people"."calories_per_day" between 500 and 6000),
	CONSTRAINT "household_people_restrictions_known" CHECK ("household_people"."dietary_restrictions" <@ array['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo', 'Low-Carb', 'Nut-Free']::text[])
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_people" ADD CONSTRAINT "household_people_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_people" ADD CONSTRAINT "household_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_invitations_token_unique" ON "household_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "household_invitations_household_idx" ON "household_invitations" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_people_user_unique" ON "household_people" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_people_one_owner" ON "household_people" USING btree ("household_id") WHERE "household_people"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "household_people_household_idx" ON "household_people" USING btree ("household_id");