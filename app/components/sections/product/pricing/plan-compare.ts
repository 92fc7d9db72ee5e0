import type { MarketplaceLimit, Plan } from "~/content/pricing";

/** One feature row of the comparison: which plans include it. */
export type CompareRow = { readonly feature: string; readonly included: readonly boolean[] };

/** The rows a plan adds to the one before it, under that plan's name. */
export type CompareGroup = { readonly planName: string; readonly rows: readonly CompareRow[] };

/** "Everything in Starter": the line that says a plan includes the previous plan's features. */
export function inheritsFrom(feature: string): boolean {
  return /^Everything in /.test(feature);
}

/**
 * The comparison table's rows, derived from the plans so it can never disagree with the cards:
 * each plan's own features (not its marketplace line, not its "Everything in …" line) form a
 * group, and a feature is included in its own plan and every later plan whose list says
 * "Everything in" the plan before it.
 */
export function compareGroups(plans: readonly Plan[]): readonly CompareGroup[] {
  return plans.map((plan, origin) => ({
    planName: plan.name,
    rows: plan.features
      // The first feature states the marketplace limit: the table's own first row.
      .filter((feature, index) => index > 0 && !inheritsFrom(feature))
      .map((feature) => ({
        feature,
        included: plans.map(
          (_, column) => column === origin || (column > origin && inheritsChain(plans, origin, column)),
        ),
      })),
  }));
}

/** True when every plan after `from` up to `to` includes the one before it. */
function inheritsChain(plans: readonly Plan[], from: number, to: number): boolean {
  for (let i = from + 1; i <= to; i++) if (!plans[i]?.features.some(inheritsFrom)) return false;
  return true;
}

/** The marketplace limits, one per plan, for the comparison's first row. */
export function marketplaceLimits(plans: readonly Plan[]): readonly MarketplaceLimit[] {
  return plans.map((plan) => plan.marketplaceLimit);
}
