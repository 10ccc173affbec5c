const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

/** Schema and table names are interpolated into SQL, so only plain lower-case identifiers pass. */
export function assertSchemaName(name: string): string {
  if (!SQL_NAME.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}
