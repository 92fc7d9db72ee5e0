import { redirect } from "react-router";
import { skipContactRevalidation } from "~/components/contact/contact-client-action";
import { ChannelPage } from "~/components/sections/product/integrations/channel-page";
import { channelHubContent, findIntegrationPage } from "~/content/integrations/pages.server";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/integration";

export const shouldRevalidate = skipContactRevalidation;

// The page's content comes only through loader data, so the browser never downloads the other channels.
export function loader({ params, context }: Route.LoaderArgs) {
  const page = findIntegrationPage(params.slug);
  if (!page) {
    // Spec §8: unknown channels fall back to the overview, with a log line.
    context.logger.info({ slug: params.slug }, "unknown integration requested; redirecting to /integrations");
    throw redirect("/integrations");
  }
  return { page, hub: page.shape === "cards" ? channelHubContent(page) : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? metaFor({
        title: `${loaderData.page.name} Integration | Vantora Hub`,
        description: loaderData.page.hero.subtitle,
      })
    : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChannelPage page={loaderData.page} hub={loaderData.hub} />;
}
