import { type ReactNode, Suspense, useState } from "react";
import { cn } from "~/lib/cn";
import { intentProps, lazyComponent } from "~/lib/lazy";

// The drawer (Radix Dialog and the menu) is fetched when the visitor reaches for the button.
const MobileMenu = lazyComponent(() => import("./mobile-menu"));

/**
 * Small-screen menu: a right-side drawer that closes when a link or the call button is chosen.
 * Before hydration the menu button is a link to the footer's site map, so every page stays
 * reachable without JavaScript.
 */
export function MobileDrawer({
  trigger,
  triggerLabel,
  className,
}: {
  trigger: ReactNode;
  triggerLabel: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to the site map until JavaScript turns it into the drawer button */}
      <a
        href="#site-map"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={used ? "mobile-menu" : undefined}
        className={cn("inline-flex h-11 w-11 items-center justify-center rounded-full lg:hidden", className)}
        {...intentProps(MobileMenu.preload)}
        onClick={(e) => {
          e.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        {trigger}
        {/* Text browsers ignore aria-label: they show this instead of a bare link. */}
        <span className="sr-only">{triggerLabel}</span>
      </a>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
