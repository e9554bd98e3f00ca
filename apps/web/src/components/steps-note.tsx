/**
 * Said above a meal's steps wherever they are read (step 4's details, the cook view): the
 * ingredient list holds the family's amounts; a step's counts stay the recipe's ("Make 8 hollows …
 * crack in the eggs" beside 2 eggs for one person, a walk-through found). The steps' measured
 * amounts are the family's since session 33, but a plan saved before then has the recipe's own, so
 * the list stays the one to measure from, which is true of both.
 */
export function StepsNote({ className }: { className: string }) {
  return (
    <p className={className}>
      Measure and count from the list above: it has the amounts for your family. Counts in the steps (eggs,
      pieces) are the recipe&rsquo;s own.
    </p>
  );
}
