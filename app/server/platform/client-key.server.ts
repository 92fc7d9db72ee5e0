import ipaddr from "ipaddr.js";

// The keys a client is counted under by the rate limits (limits.server.ts).

/**
 * The key for an address: IPv4 as is (also when mapped into IPv6), IPv6 by its /64, the block one
 * subscriber gets, so rotating addresses inside it does not buy more attempts.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === "ipv4") return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/**
 * The key of the per-network bucket: an IPv6 address's /48, or null (the bucket does not apply)
 * for IPv4, where one address is already the narrowest unit a client can hold many of.
 */
export function networkKey(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.parse(ip);
  if (address.kind() === "ipv4") return null;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return null;
  return `${v6.parts
    .slice(0, 3)
    .map((part) => part.toString(16))
    .join(":")}::/48`;
}
