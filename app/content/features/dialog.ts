// The free-trial/demo dialog's copy, in a module of its own so a page outside the feature family
// (/pricing's "Start Free Trial") takes these few strings, not the whole feature overview (its
// script went 4 KB over the 130 KB budget when it imported the index).
import { modalAbout } from "../contact";

/** Copy of the free-trial/demo dialog and the `service` tag stored with the submission. */
export const featureDialog = {
  trial: {
    tagPrefix: "Free Trial",
    description: modalAbout(
      "a Vantora Hub free trial",
      "Tell us which channels you sell on and roughly how many SKUs you manage. We set up your trial workspace and send your login within one business day.",
    ),
  },
  demo: {
    tagPrefix: "Demo",
    description: modalAbout(
      "a Vantora Hub demo",
      "Tell us about your channels, warehouses and order volume, and a product specialist will walk you through Vantora Hub on data like yours.",
    ),
  },
  /** Tag for the trial button on the /features overview. */
  overviewTag: "Free Trial: Vantora Hub",
} as const;
