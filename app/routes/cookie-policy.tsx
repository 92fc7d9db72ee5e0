import { LegalDocument } from "~/components/sections/company/legal-document";
import { cookiePolicy } from "~/content/legal";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = () => metaFor("cookies");

export default function Page() {
  return <LegalDocument policy={cookiePolicy} />;
}
