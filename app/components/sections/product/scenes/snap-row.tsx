import type { ReactNode } from "react";

type Props = { label: string; className: string; children: ReactNode } & Record<`data-${string}`, string>;

/**
 * A row that scrolls sideways with CSS snap points (no script): a named region that takes focus,
 * so a keyboard can scroll it too. The caller's classes say where it scrolls (a phone only, say).
 * One owner for the scene's sideways rows: the feature pages' figure chips and the order board.
 */
export function SnapRow({ label, className, children, ...data }: Props) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className={className} {...data}>
      {children}
    </div>
  );
}
