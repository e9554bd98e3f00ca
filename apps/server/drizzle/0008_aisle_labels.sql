-- One aisle vocabulary (docs/decisions/0036-one-aisle-vocabulary.md): the "other" aisle is named
-- "Other", no longer "Pantry" (the family's pantry is what it keeps at home). Products synced
-- before keep working: their category is renamed here, as the next sync would write it.
UPDATE "products" SET "category" = 'Other' WHERE "category" = 'Pantry';
