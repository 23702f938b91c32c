import pg from 'pg';

const plainName = /^[a-z_][a-z0-9_]*$/;

/**
 * Creates database `name` on the server of `adminUrl` (a superuser's), as a copy of database
 * `template` when given, and returns its URL.
 */
export async function createDatabase(adminUrl: string, name: string, options: { template?: string } = {}): Promise<string> {
  for (const each of [name, options.template ?? name]) {
    if (!plainName.test(each)) throw new Error(`"${each}" is not a plain database name (a-z, 0-9, _).`);
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops database `name` on the server of `adminUrl`, ending any session still connected to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!plainName.test(name)) throw new Error(`"${name}" is not a plain database name (a-z, 0-9, _).`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
