-- Recipes a family refreshed out of a generated plan (issue 13, a walk-through: a refresh brought back
-- a dish refreshed away minutes before on another day). The server's own list, never the client's.
ALTER TABLE "meal_plans" ADD COLUMN "replaced_recipe_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;