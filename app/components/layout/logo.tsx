import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { LogoMark } from "./logo-mark";

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={cn("inline-flex items-center gap-2 rounded-md", className)}
      aria-label={`${site.name} home`}
    >
      <LogoMark />
      <span className={cn("text-xl font-extrabold tracking-tight", inverse ? "text-white" : "text-ink")}>
        {site.name}
      </span>
    </Link>
  );
}
