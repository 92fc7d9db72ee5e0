import type { Migration, MigrationProvider } from "kysely/migration";
import * as m0001 from "../../../db/migrations/0001_initial";
import * as m0002 from "../../../db/migrations/0002_lead_notifications";
import * as m0003 from "../../../db/migrations/0003_attribution";
import * as m0004 from "../../../db/migrations/0004_lead_desk";
import * as m0005 from "../../../db/migrations/0005_outbox_channel";
import * as m0006 from "../../../db/migrations/0006_submission_key";
import * as m0007 from "../../../db/migrations/0007_lead_key";
import * as m0008 from "../../../db/migrations/0008_insights";
import * as m0009 from "../../../db/migrations/0009_newsletter";

/**
 * Every migration this release knows, by name: a new one adds its import and its line here.
 * Bundled with the server (no file-system lookup at run time); `db.server.ts` runs them.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_lead_notifications": m0002,
  "0003_attribution": m0003,
  "0004_lead_desk": m0004,
  "0005_outbox_channel": m0005,
  "0006_submission_key": m0006,
  "0007_lead_key": m0007,
  "0008_insights": m0008,
  "0009_newsletter": m0009,
};
export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
