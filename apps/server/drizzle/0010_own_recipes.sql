CREATE TABLE "household_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cuisine" text NOT NULL,
	"meal_types" text[] NOT NULL,
	"servings" integer NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"ingredients" jsonb NOT NULL,
	"steps" text[] NOT NULL,
	"image_url" text,
	"source_url" text,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_recipes_servings_range" CHECK ("household_recipes"."servings" between 1 and 24),
	CONSTRAINT "household_recipes_minutes_range" CHECK ("household_recipes"."prep_minutes" between 0 and 1440 and "household_recipes"."cook_minutes" between 0 and 1440),
	CONSTRAINT "household_recipes_meal_types_known" CHECK (cardinality("household_recipes"."meal_types") > 0 and "household_recipes"."meal_types" <@ array['breakfast', 'lunch', 'dinner']::text[])
);
--> statement-breakpoint
CREATE TABLE "recipe_favourites" (
	"household_id" uuid NOT NULL,
	"recipe_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_favourites_household_id_recipe_id_pk" PRIMARY KEY("household_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "household_recipes" ADD CONSTRAINT "household_recipes_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_recipes" ADD CONSTRAINT "household_recipes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_favourites" ADD CONSTRAINT "recipe_favourites_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_recipes_household_idx" ON "household_recipes" USING btree ("household_id","updated_at");