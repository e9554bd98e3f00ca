CREATE TABLE "prices" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"regular_cents" integer NOT NULL,
	"promo_cents" integer,
	"promo_valid_from" date,
	"promo_valid_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_regular_positive" CHECK ("prices"."regular_cents" > 0),
	CONSTRAINT "prices_promo_valid" CHECK (("prices"."promo_cents" is null and "prices"."promo_valid_from" is null and "prices"."promo_valid_to" is null) or ("prices"."promo_cents" > 0 and "prices"."promo_cents" < "prices"."regular_cents" and "prices"."promo_valid_from" <= "prices"."promo_valid_to"))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"food_id" text,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"size" text NOT NULL,
	"package_grams" double precision,
	"package_quantity" double precision,
	"package_unit" text,
	"aisle" text,
	"image_url" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"location_id" text NOT NULL,
	"chain" text NOT NULL,
	"name" text NOT NULL,
	"formatted_address" text NOT NULL,
	"zip" text,
	"phone" text,
	"hours" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"inventory_synced_at" timestamp with time zone,
	"inventory_week" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_provider_known" CHECK ("stores"."provider" in ('built-in', 'kroger'))
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"as_of" date NOT NULL,
	"max_api_calls" integer NOT NULL,
	"include_sale_focus" boolean DEFAULT true NOT NULL,
	"save_progress" boolean DEFAULT true NOT NULL,
	"validate_existing" boolean DEFAULT true NOT NULL,
	"api_calls_used" integer DEFAULT 0 NOT NULL,
	"items_processed" integer DEFAULT 0 NOT NULL,
	"items_total" integer,
	"cursor" jsonb,
	"error" text,
	"lease_owner" text,
	"heartbeat_at" timestamp with time zone,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sync_runs_kind_known" CHECK ("sync_runs"."kind" in ('inventory', 'images')),
	CONSTRAINT "sync_runs_status_known" CHECK ("sync_runs"."status" in ('queued', 'running', 'done', 'stopped', 'failed')),
	CONSTRAINT "sync_runs_budget" CHECK ("sync_runs"."max_api_calls" > 0 and "sync_runs"."api_calls_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_store_id" integer;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prices_store_promo_idx" ON "prices" USING btree ("store_id","promo_valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_product_unique" ON "products" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "products_store_category_idx" ON "products" USING btree ("store_id","category");--> statement-breakpoint
CREATE INDEX "products_store_food_idx" ON "products" USING btree ("store_id","food_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_provider_location_unique" ON "stores" USING btree ("provider","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_active" ON "sync_runs" USING btree ("store_id","kind") WHERE "sync_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "sync_runs_store_idx" ON "sync_runs" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_store_id_stores_id_fk" FOREIGN KEY ("default_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;