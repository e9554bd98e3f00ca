import './label-check.css';

/**
 * What to look for on an item's label for a diet the family keeps (the server's `label_check`:
 * "Nut-Free: often packed where nuts are. …"). A walk-through's nut-free family was sent to the
 * nuts aisle for pepitas with no word. Shown under the item on step 5's list and the saved list.
 */
export function LabelCheck({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="label-check">
      <strong>Check the label.</strong> {text}
    </p>
  );
}
