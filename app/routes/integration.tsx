import { redirect } from "react-router";
import { ChannelPage } from "~/components/sections/product/integrations/channel-page";
import { findIntegrationPage } from "~/content/integrations";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/integration";

export function loader({ params, context }: Route.LoaderArgs) {
  const page = findIntegrationPage(params.slug);
  if (!page) {
    // Spec §8: unknown channels fall back to the overview, with a log line.
    context.logger.info({ slug: params.slug }, "unknown integration requested; redirecting to /integrations");
    throw redirect("/integrations");
  }
  return { slug: page.slug };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = findIntegrationPage(loaderData?.slug);
  return page ? metaFor({ title: `${page.name} Integration | Vantora Hub`, description: page.hero.subtitle }) : [];
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={findIntegrationPage(loaderData.slug)!} />;
}
