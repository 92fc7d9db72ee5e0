import net from "node:net";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/** A port nobody listens on now, for programs that cannot report the port they got for :0 (Caddy, Prometheus). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
