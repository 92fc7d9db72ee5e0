import { FeaturesOverview } from "~/components/sections/product/features/features-overview";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/features";

export const meta: Route.MetaFunction = () => metaFor("features");

export default function Page() {
  return <FeaturesOverview />;
}
