/** The same server, another database name. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return databaseUrl(url, 'postgres');
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier: ${name}`);
  return `"${name}"`;
}
