import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => metaFor("notFound");

// Any path outside the route table answers with status 404.
export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return <NotFoundPage />;
}
