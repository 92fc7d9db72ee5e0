/**
 * Browser request helpers with the spec's rules (§7, §8): credentials are sent, the JSON
 * content-type header only accompanies a body, and a failed response becomes
 * "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The server's readable `message`, when the body is the JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string")
        return parsed.message;
    } catch {
      // not JSON
    }
    return undefined;
  }
}

export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, text, res.statusText);
  }
}

export async function apiRequest(method: string, url: string, options: { body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}
