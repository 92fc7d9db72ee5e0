import { LegalDocument } from "~/components/sections/company/legal-document";
import { privacyPolicy } from "~/content/legal";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => metaFor("privacy");

export default function Page() {
  return <LegalDocument policy={privacyPolicy} />;
}
