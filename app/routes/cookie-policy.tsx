import { PageHero } from "~/components/sections/page-hero";
import { cookiePolicy } from "~/content/legal";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = () => metaFor("cookies");

export default function Page() {
  return <PageHero title={cookiePolicy.title} subtitle={cookiePolicy.intro} />;
}
