export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1. Heat the oil" → "Heat the oil": the list element numbers the steps itself. */
export function stripStepNumber(step: string): string {
  return step.replace(/^\s*(?:step\s*)?\d+\s*[.):-]\s*/i, '').trim();
}
