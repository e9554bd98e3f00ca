-- What Undo of a refresh puts back (docs/decisions/0020-meal-plan-api.md): the plan before its last
-- refresh, kept by the server so Save and the grocery list price the meal the family sees.
ALTER TABLE "meal_plans" ADD COLUMN "before_refresh" jsonb;