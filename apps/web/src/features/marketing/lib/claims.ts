/** Marketing claims of spec section 1, shown as given. */
export const MARKETING_CLAIMS = [
  { value: '25-40%', label: 'Average savings' },
  { value: '2-3 hours', label: 'Saved weekly' },
  { value: '10K+', label: 'Meals planned' },
] as const;
