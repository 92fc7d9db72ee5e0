import type { DB } from "./db.server";

export async function createPostgresDb(_url: string): Promise<DB> {
  throw new Error("PostgreSQL support is not installed in this build");
}
