CREATE TABLE "saved_plan_meals" (
	"saved_plan_id" uuid NOT NULL,
	"meal_id" text NOT NULL,
	"position" integer NOT NULL,
	"day" integer NOT NULL,
	"type" text NOT NULL,
	"recipe_id" text,
	"selected" boolean NOT NULL,
	"servings" integer NOT NULL,
	"portion" double precision DEFAULT 1 NOT NULL,
	"sides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal" jsonb,
	"legacy" jsonb,
	CONSTRAINT "saved_plan_meals_saved_plan_id_meal_id_pk" PRIMARY KEY("saved_plan_id","meal_id"),
	CONSTRAINT "saved_plan_meals_has_meal" CHECK ("saved_plan_meals"."meal" is not null or "saved_plan_meals"."legacy" is not null)
);
--> statement-breakpoint
ALTER TABLE "saved_plans" ALTER COLUMN "plan" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_plans" ADD COLUMN "shopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_plan_meals" ADD CONSTRAINT "saved_plan_meals_saved_plan_id_saved_plans_id_fk" FOREIGN KEY ("saved_plan_id") REFERENCES "public"."saved_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Saved plans from before this migration: each meal of the client's JSON becomes a row. When the
-- plan it was saved from is still stored and holds a meal with the same id and recipe, that meal
-- (the server's own: steps, nutrition, sides, portion) is copied; the client's JSON is kept in
-- `legacy` either way so the meal stays readable (docs/decisions/0031-saved-plan-aggregate.md).
INSERT INTO "saved_plan_meals" ("saved_plan_id", "meal_id", "position", "day", "type", "recipe_id", "selected", "servings", "portion", "sides", "meal", "legacy")
SELECT "src"."saved_plan_id", "src"."meal_id", "src"."position", "src"."day", "src"."type", "src"."recipe_id", "src"."selected",
	CASE WHEN jsonb_typeof("stored"."value"->'servings') = 'number' THEN ("stored"."value"->>'servings')::numeric::int ELSE "src"."servings" END,
	CASE WHEN jsonb_typeof("stored"."value"->'portion') = 'number' THEN ("stored"."value"->>'portion')::double precision ELSE 1 END,
	CASE WHEN jsonb_typeof("stored"."value"->'sides') = 'array' THEN "stored"."value"->'sides' ELSE '[]'::jsonb END,
	"stored"."value",
	"src"."legacy"
FROM (
	SELECT "sp"."id" AS "saved_plan_id", "sp"."meal_plan_id",
		coalesce("m"."value"->>'id', 'd' || coalesce("d"."value"->>'day', "d"."ord"::text) || '-' || coalesce("m"."value"->>'type', "m"."ord"::text)) AS "meal_id",
		("d"."ord" * 100 + "m"."ord")::int AS "position",
		CASE WHEN jsonb_typeof("d"."value"->'day') = 'number' THEN ("d"."value"->>'day')::numeric::int ELSE "d"."ord"::int END AS "day",
		coalesce("m"."value"->>'type', substring("m"."value"->>'id' from '^d[0-9]+-([a-z]+)$'), 'dinner') AS "type",
		"m"."value"->>'recipe_id' AS "recipe_id",
		CASE WHEN jsonb_typeof("m"."value"->'selected') = 'boolean' THEN ("m"."value"->>'selected')::boolean ELSE true END AS "selected",
		CASE WHEN jsonb_typeof("m"."value"->'servings') = 'number' THEN ("m"."value"->>'servings')::numeric::int
			WHEN jsonb_typeof("sp"."plan"->'preferences'->'family_size') = 'number' THEN ("sp"."plan"->'preferences'->>'family_size')::numeric::int
			ELSE 2 END AS "servings",
		"m"."value" AS "legacy"
	FROM "saved_plans" "sp"
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof("sp"."plan"->'days') = 'array' THEN "sp"."plan"->'days' ELSE '[]'::jsonb END) WITH ORDINALITY AS "d"("value", "ord")
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof("d"."value"->'meals') = 'array' THEN "d"."value"->'meals' ELSE '[]'::jsonb END) WITH ORDINALITY AS "m"("value", "ord")
	WHERE jsonb_typeof("m"."value") = 'object'
) AS "src"
LEFT JOIN LATERAL (
	SELECT "pm"."value"
	FROM "meal_plans" "mp"
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof("mp"."plan"->'days') = 'array' THEN "mp"."plan"->'days' ELSE '[]'::jsonb END) AS "pd"("value")
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof("pd"."value"->'meals') = 'array' THEN "pd"."value"->'meals' ELSE '[]'::jsonb END) AS "pm"("value")
	WHERE "mp"."id" = "src"."meal_plan_id" AND "pm"."value"->>'id' = "src"."meal_id" AND "pm"."value"->>'recipe_id' = "src"."recipe_id"
	LIMIT 1
) AS "stored" ON true
ON CONFLICT DO NOTHING;
