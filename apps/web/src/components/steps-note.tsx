/**
 * Said above a meal's steps wherever they are read (step 4's details, the cook view): the
 * ingredient list holds the family's amounts. The steps' measured amounts are the family's since
 * session 33, and the pieces made per serving ("Make 8 hollows" of a recipe for four: 2 for one
 * person) since session 40 (kitchen `stepPieces`); other counts stay the recipe's ("crack in 2
 * eggs", "10 little wells"), and a plan saved before then has the recipe's own, so the list stays
 * the one to measure from, which is true of all of them.
 */
export function StepsNote({ className }: { className: string }) {
  return (
    <p className={className}>
      Measure and count from the list above: it has the amounts for your family. A count in a step (eggs,
      pieces) may be the recipe&rsquo;s own.
    </p>
  );
}
