export type Counts = { passed: number; failed: number; skipped: number; notRun: string[] };
export function noCounts(): Counts;
export function addCounts(a: Counts, b: Counts): Counts;
export function countVitest(report: unknown, root?: string): Counts;
export function countPlaywright(report: unknown, listed?: unknown): Counts;
export function closingLine(counts: Pick<Counts, "passed" | "failed" | "skipped">): string;
