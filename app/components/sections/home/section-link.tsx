import type { ComponentProps } from "react";
import { scrollToSection } from "~/lib/scroll";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * A same-page anchor. With JavaScript it scrolls smoothly to the section with the header (and
 * fixed tab bar) offset; without, it is an ordinary jump to `#to`.
 */
export function SectionLink({ to, onClick, ...props }: Props) {
  return (
    <a
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (scrollToSection(to)) event.preventDefault();
      }}
      {...props}
    />
  );
}
