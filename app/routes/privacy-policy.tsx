import { PageHero } from "~/components/sections/page-hero";
import { privacyPolicy } from "~/content/legal";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => metaFor("privacy");

export default function Page() {
  return <PageHero title={privacyPolicy.title} subtitle={privacyPolicy.intro} />;
}
