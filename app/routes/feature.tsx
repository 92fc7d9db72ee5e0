import { redirect } from "react-router";
import { skipContactRevalidation } from "~/components/contact/contact-client-action";
import { FeaturePage } from "~/components/sections/product/features/feature-page";
import { findFeature } from "~/content/features/pages.server";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/feature";

export const shouldRevalidate = skipContactRevalidation;

// The page's content comes only through loader data, so the browser never downloads the other pages.
export function loader({ params }: Route.LoaderArgs) {
  const feature = findFeature(params.slug);
  // Spec §8: an unknown feature name silently falls back to the overview.
  if (!feature) throw redirect("/features");
  return { feature };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? metaFor({ title: `${loaderData.feature.name} | Vantora Hub`, description: loaderData.feature.description })
    : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FeaturePage feature={loaderData.feature} />;
}
