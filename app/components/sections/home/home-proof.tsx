import { StaticHtml } from "~/components/ui/static-html";
import { lazyComponent } from "~/lib/lazy";
import { useRouterLinks } from "~/lib/router-links";

// The band never changes once drawn: kept as the server's markup (StaticHtml), so its copy, the
// story and the testimonial are not in the home page's script (130 KB budget). After a client-side
// navigation to the home page it renders from this chunk.
const ProofBand = lazyComponent(() => import("./proof-band").then((m) => ({ default: m.ProofBand })));

/** The proof band between the capabilities and the awards; its link navigates like a <Link>. */
export function HomeProof() {
  const links = useRouterLinks();
  return (
    <StaticHtml id="home-proof" onClick={links}>
      <ProofBand />
    </StaticHtml>
  );
}
