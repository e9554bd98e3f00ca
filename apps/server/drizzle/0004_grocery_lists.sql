CREATE TABLE "kroger_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kroger_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pantry_items" (
	"user_id" integer NOT NULL,
	"food_id" text NOT NULL,
	"in_pantry" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_items_user_id_food_id_pk" PRIMARY KEY("user_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "saved_list_checks" (
	"saved_plan_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"checked" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_list_checks_saved_plan_id_item_id_pk" PRIMARY KEY("saved_plan_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"meal_plan_id" uuid,
	"name" text NOT NULL,
	"store_id" integer,
	"plan" jsonb NOT NULL,
	"list" jsonb NOT NULL,
	"total_cost_cents" integer NOT NULL,
	"total_savings_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_plans_money" CHECK ("saved_plans"."total_cost_cents" >= 0 and "saved_plans"."total_savings_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kroger_connections" ADD CONSTRAINT "kroger_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kroger_oauth_states" ADD CONSTRAINT "kroger_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_checks" ADD CONSTRAINT "saved_list_checks_saved_plan_id_saved_plans_id_fk" FOREIGN KEY ("saved_plan_id") REFERENCES "public"."saved_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_plans" ADD CONSTRAINT "saved_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_plans" ADD CONSTRAINT "saved_plans_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_plans" ADD CONSTRAINT "saved_plans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_plans_user_created_idx" ON "saved_plans" USING btree ("user_id","created_at");