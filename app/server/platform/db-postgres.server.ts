import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { DB } from "./db.server";
import type { Database } from "./db-schema.server";

// COUNT(*) and BIGSERIAL ids arrive as strings (int8); the repository converts them with Number().
export async function createPostgresDb(url: string): Promise<DB> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection (server restart) must not crash the process; the pool reconnects.
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
