export type ThrowawayPostgres = {
  url: string;
  port: number;
  dir: string;
  stop(): void;
  pause(): void;
  resume(): void;
};
export function startThrowawayPostgres(): Promise<ThrowawayPostgres | null>;
