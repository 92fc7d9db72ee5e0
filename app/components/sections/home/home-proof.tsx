import { StaticHtml } from "~/components/ui/static-html";
import type { HomeProofContent } from "~/content/home-proof";
import { lazyComponent } from "~/lib/lazy";
import { useRouterLinks } from "~/lib/router-links";

// The band never changes once drawn: kept as the server's markup (StaticHtml), so its copy is not
// in the home page's script (130 KB budget); the story and the testimonial come as loader data.
// After a client-side navigation to the home page it renders from this chunk.
const ProofBand = lazyComponent(() => import("./proof-band").then((m) => ({ default: m.ProofBand })));

/** The proof band between the capabilities and the awards; its link navigates like a <Link>. */
export function HomeProof({ proof }: { proof: HomeProofContent }) {
  const links = useRouterLinks();
  return (
    <StaticHtml id="home-proof" onClick={links}>
      <ProofBand proof={proof} />
    </StaticHtml>
  );
}
