import { json } from "~/server/admin-http.server";
import { mockAuthorize } from "~/server/google-mock.server";
import type { Route } from "./+types/api.auth.mock-google";

// The local stand-in's authorization page: answers only with MOCKS=true, 404 otherwise.
export const loader = ({ request, context }: Route.LoaderArgs) => mockAuthorize(request, context.env);
export const action = () => json({ message: "There is nothing at this address." }, 404);
