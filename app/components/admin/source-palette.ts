import { PatternCircles, PatternLines } from "@visx/pattern";

type Orientation = "diagonal" | "diagonalRightToLeft" | "horizontal" | "vertical";

/**
 * How each source is drawn: a colour and a texture, so two sources differ by more than colour
 * (solid, stripes, dots, cross-hatch…). The legend draws the same swatches.
 */
const STYLES: Array<{ color: string; lines?: Orientation[]; dots?: boolean }> = [
  { color: "#1d4ed8" },
  { color: "#b45309", lines: ["diagonal"] },
  { color: "#047857", dots: true },
  { color: "#7c3aed", lines: ["horizontal"] },
  { color: "#be123c", lines: ["diagonal", "diagonalRightToLeft"] },
  { color: "#0f766e", lines: ["vertical"] },
  { color: "#475569", lines: ["diagonalRightToLeft"] },
];

export const patternId = (index: number) => `lead-source-pattern-${index % STYLES.length}`;
export const sourceFill = (index: number) => {
  const style = STYLES[index % STYLES.length]!;
  return style.lines || style.dots ? `url(#${patternId(index)})` : style.color;
};
export const sourceStroke = (index: number) => STYLES[index % STYLES.length]!.color;

/** The <defs> every chart and legend swatch fills from (rendered once per page, in the chart). */
export function SourcePatterns() {
  return (
    <defs>
      {STYLES.map((style, i) =>
        style.dots ? (
          <PatternCircles
            key={style.color}
            id={patternId(i)}
            width={6}
            height={6}
            radius={1.6}
            fill={style.color}
            background="#ecfdf5"
          />
        ) : style.lines ? (
          <PatternLines
            key={style.color}
            id={patternId(i)}
            width={6}
            height={6}
            stroke={style.color}
            strokeWidth={1.6}
            orientation={style.lines}
            background="#ffffff"
          />
        ) : null,
      )}
    </defs>
  );
}
