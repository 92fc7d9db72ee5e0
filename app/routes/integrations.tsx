import { IntegrationsOverview } from "~/components/sections/product/integrations/integrations-overview";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/integrations";

export const meta: Route.MetaFunction = () => metaFor("integrations");

export default function Page() {
  return <IntegrationsOverview />;
}
