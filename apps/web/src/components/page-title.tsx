/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>{title ? `${title} · Saverly` : 'Saverly: meal plans and grocery savings for families'}</title>
  );
}
