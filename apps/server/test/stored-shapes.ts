/**
 * JSON as the server stored it before #15: every `nutrition` object with the kitchen's camelCase
 * keys (`energy_kcal` → `energyKcal`, `net_carbohydrate_g` → `netCarbohydrateG`), the rest as is.
 */
export function nutritionKeysBefore15(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nutritionKeysBefore15);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(
    entries.map(([key, v]) => [
      key,
      key === 'nutrition' && typeof v === 'object' && v !== null && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).map(([k, n]) => [
              k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
              n,
            ]),
          )
        : nutritionKeysBefore15(v),
    ]),
  );
}
