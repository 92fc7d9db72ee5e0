/**
 * A series of 0–100 values as SVG path data across a `width` × `height` box: the line, and the
 * area under it closed along the bottom edge. The one drawing rule of the product charts (the
 * feature scenes and the home's analytics panel); written here because a chart library would ship
 * client JavaScript for pictures that never change.
 */
export function chartPath(values: readonly number[], width: number, height: number) {
  const step = width / Math.max(values.length - 1, 1);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(height - (v / 100) * height).toFixed(1)}`);
  const line = `M${points.join("L")}`;
  return { line, area: `${line}L${width},${height}L0,${height}Z` };
}
