import { Fragment, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { GradientText } from "../gradient-text";
import { useDocumentVisible, useInView, useReducedMotion } from "../motion-hooks";

type Props = { phrases: readonly string[]; everySeconds: number };

/**
 * Phrases stacked in one grid cell: the cell is as large as the largest phrase, so swapping
 * them never moves the text around it. One leaves before the next enters. Only the shown phrase is exposed to assistive
 * technology, and changes are not announced (aria-live off). Reduced motion keeps the first.
 */
export function RotatingPhrase({ phrases, everySeconds }: Props) {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref, "0px");
  const visible = useDocumentVisible();
  const reduced = useReducedMotion();

  useEffect(() => {
    if (reduced || !inView || !visible || phrases.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % phrases.length), everySeconds * 1000);
    return () => clearInterval(timer);
  }, [reduced, inView, visible, phrases.length, everySeconds]);

  return (
    <span ref={ref} aria-live="off" data-rotating-phrase="" className="grid justify-items-center">
      {phrases.map((phrase, i) => (
        // A space between the stacked phrases (a grid ignores it), so without CSS they read as
        // two phrases, not "SolutionsReal".
        <Fragment key={phrase}>
          {i > 0 ? " " : null}
          <span
            aria-hidden={i === index ? undefined : true}
            data-active={i === index ? "true" : "false"}
            className={cn(
              "col-start-1 row-start-1 pb-1 transition-[opacity,transform] ease-out motion-reduce:transition-none",
              // The leaving phrase is gone (300 ms) before the next starts to appear (after 350 ms),
              // so the two are never both visible.
              i === index
                ? "translate-y-0 opacity-100 delay-350 duration-500"
                : "-translate-y-2 opacity-0 delay-0 duration-300",
            )}
          >
            <GradientText speed={3} paused={i !== index}>
              {phrase}
            </GradientText>
          </span>
        </Fragment>
      ))}
    </span>
  );
}
