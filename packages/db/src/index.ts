export * from './embedded-postgres';
export * from './migrations';
export * from './prisma';
export * from './seed-lock';
export * from './sql-name';
export * from './table-lease';
export * from './group-commit';
export * from './prepared-statements';
