import type { Attribution } from "./attribution";

/**
 * The spec's contact submission (§3) as the admin API returns it, followed by where the lead came
 * from (lead attribution, camelCase like the rest); shared by server and browser.
 */
export type ContactSubmission = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  service: string | null;
  message: string;
  productLink: string | null;
  contactMethod: string | null;
  createdAt: string;
} & Attribution;
