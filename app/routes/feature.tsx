import { redirect } from "react-router";
import { FeaturePage } from "~/components/sections/product/features/feature-page";
import { findFeature } from "~/content/features";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/feature";

export function loader({ params }: Route.LoaderArgs) {
  const feature = findFeature(params.slug);
  // Spec §8: an unknown feature name silently falls back to the overview.
  if (!feature) throw redirect("/features");
  return { slug: feature.slug };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const feature = findFeature(loaderData?.slug);
  return feature ? metaFor({ title: `${feature.name} | Vantora Hub`, description: feature.description }) : [];
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FeaturePage feature={findFeature(loaderData.slug)!} />;
}
