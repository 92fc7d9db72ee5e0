// The request generators of bench/hostile.mjs. Each `make(rand, n)` returns a raw HTTP request
// (`parts`, bytes) with a label and the statuses it may be answered with. None of them may be
// stored: the hostile cases are built so that no reading of them is a complete valid submission
// (a required field is missing, broken or mistyped, or the envelope is wrong).
import { makeSubmission } from "./lib.mjs";

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const int = (rand, lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const MAX_BODY = 32 * 1024;
const REQUIRED = ["fullName", "email", "companyName", "description"];
const OPTIONAL = ["productLink", "contactMethod", "service"];
const LIMITS = {
  fullName: 120,
  email: 254,
  companyName: 160,
  description: 5000,
  productLink: 2048,
  contactMethod: 60,
  service: 120,
};
const sub = (rand, n) => makeSubmission("hostile-invalid", n, rand);
const without = (obj, key) => Object.fromEntries(Object.entries(obj).filter(([k]) => k !== key));

/**
 * Raw request bytes. `contentLength`: "auto" (the body's), null (none) or a literal value.
 * @param {{ method?: string, path?: string, headers?: Record<string, string>, body?: string | Buffer, contentLength?: "auto" | null | number | string, chunkSize?: number, rawHead?: string }} request
 */
export function httpBytes({
  method = "POST",
  path = "/api/contact",
  headers = {},
  body,
  contentLength = "auto",
  chunkSize = 0,
  rawHead = "",
}) {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
  for (const [name, value] of Object.entries(headers))
    for (const v of [value].flat()) if (v !== null) lines.push(`${name}: ${v}`);
  let wire = payload;
  if (chunkSize) {
    lines.push("Transfer-Encoding: chunked");
    const chunks = [];
    for (let i = 0; i < payload.length; i += chunkSize) {
      const chunk = payload.subarray(i, i + chunkSize);
      chunks.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
    }
    wire = Buffer.concat([...chunks, Buffer.from("0\r\n\r\n")]);
  } else if (contentLength === "auto") {
    if (body !== undefined) lines.push(`Content-Length: ${payload.length}`);
  } else if (contentLength !== null) lines.push(`Content-Length: ${contentLength}`);
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n${rawHead}\r\n`, "latin1"), wire]);
}

const json = (body, headers = {}) => [httpBytes({ body, headers: { "Content-Type": "application/json", ...headers } })];
const form = (body, headers = {}) => [
  httpBytes({ body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } }),
];
/** 400 unless the body is over the limit, which is refused with 413 first. */
const bySize = (body) => (Buffer.byteLength(body) > MAX_BODY ? [413] : [400]);

/**
 * @param {Array<[string, string] | string[]>} fields
 * @param {{ boundary?: string, files?: Array<{ name: string, filename: string, type?: string, content: string }>, close?: boolean, headerBoundary?: string }} [options]
 */
function multipart(
  fields,
  { boundary = `----bench${Math.random().toString(16).slice(2)}`, files = [], close = true, headerBoundary } = {},
) {
  const out = [];
  for (const [name, value] of fields)
    out.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  for (const f of files) {
    out.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n${f.content}\r\n`,
    );
  }
  if (close) out.push(`--${boundary}--\r\n`);
  return httpBytes({
    body: out.join(""),
    headers: { "Content-Type": `multipart/form-data; boundary=${headerBoundary ?? boundary}` },
  });
}

/** A valid submission (stored) or a honeypot one (answered 201, kept as spam only), in a random encoding. */
export function validSpec(submission, rand, honeypot) {
  const s = { ...submission };
  let variant = pick(rand, ["json", "json", "urlencoded", "multipart", "chunked", "padded", "extra-keys"]);
  if (variant === "padded") {
    s.fullName = `  ${s.fullName.replace(" ", "   ")} `;
    s.companyName = ` ${s.companyName}\t`;
    s.description = `\n ${s.description}  \n`;
  }
  if (honeypot) s.website = pick(rand, ["https://cheap-seo.example", "x", "buy followers now"]);
  let parts;
  if (variant === "urlencoded") parts = form(new URLSearchParams(s).toString());
  else if (variant === "multipart") parts = [multipart(Object.entries(s))];
  else if (variant === "chunked")
    parts = [
      httpBytes({
        body: JSON.stringify(s),
        headers: { "Content-Type": "application/json" },
        chunkSize: int(rand, 16, 256),
      }),
    ];
  else if (variant === "extra-keys") {
    // Mass assignment: columns and privileges in the body must not reach the row.
    const extra = { id: 1, created_at: "1999-01-01T00:00:00.000Z", first_name: "Mallory", isAdmin: true };
    parts = json(`${JSON.stringify({ ...extra, ...s }).slice(0, -1)},"__proto__":{"isAdmin":true}}`);
  } else parts = json(JSON.stringify(s), pick(rand, [{}, { "Content-Type": "application/json; charset=utf-8" }]));
  variant = honeypot ? `honeypot ${variant}` : variant;
  return {
    category: honeypot ? "honeypot" : "valid",
    label: variant,
    parts,
    expect: [201],
    valid: honeypot ? undefined : submission,
  };
}

/** @type {unknown[]} Values of every JSON type that a string field must refuse. */
const WRONG_VALUES = [
  0,
  42,
  -1,
  1.5,
  1e308,
  true,
  false,
  {},
  { value: "x" },
  [],
  ["Ana"],
  [null],
  { toString: "x" },
  { length: 3 },
];
const CONTROL = [..."\u0000\u0001\u0002\u0007\u0008\u000b\u000c\u000e\u001b\u001f\u007f"];
const BAD_UTF8 = [
  [0xc3, 0x28],
  [0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0xfe, 0xfe, 0xff],
];
const PROTO_KEYS = ["__proto__", "constructor", "prototype"];

export const generators = {
  "malformed-json": {
    weight: 10,
    make(rand) {
      const cases = [
        "{",
        "}",
        '{"fullName":}',
        "{'fullName':'Ana'}",
        '{"fullName":"Ana",}',
        "[1,2",
        "nul",
        "tru",
        "NaN",
        '{"a":NaN}',
        '{"a":undefined}',
        "// c\n{}",
        '{"fullName":"Ana" "email":"a@b.example"}',
        '"just a string"',
        "42",
        "true",
        '{"a":1}}',
        "{{}}",
        "\u0000",
        " ",
        "",
        '{"fullName":"Ana\\q"}',
        '{"x":"\\u12"}',
        '{"x":01}',
        '{"x":.5}',
        '{"x":+1}',
        '{"x":0x10}',
        '{"x":"a\nb"}',
        "\ufeff{}",
      ];
      if (rand() < 0.3) {
        const garbage = Array.from({ length: int(rand, 1, 300) }, () => String.fromCharCode(int(rand, 32, 126))).join(
          "",
        );
        return { label: "random printable garbage", parts: json(garbage), expect: [400] };
      }
      const body = pick(rand, cases);
      return { label: `body ${JSON.stringify(body).slice(0, 40)}`, parts: json(body), expect: [400] };
    },
  },
  "truncated-json": {
    weight: 8,
    make(rand, n) {
      const text = JSON.stringify(sub(rand, n));
      const cut = int(rand, 0, text.length - 1);
      return { label: `cut at ${cut} of ${text.length}`, parts: json(text.slice(0, cut)), expect: [400] };
    },
  },
  "wrong-types": {
    weight: 10,
    make(rand, n) {
      const s = sub(rand, n);
      const fields = rand() < 0.7 ? [pick(rand, [...REQUIRED, ...OPTIONAL])] : REQUIRED;
      for (const f of fields) s[f] = pick(rand, WRONG_VALUES);
      return { label: `${fields.join(",")} mistyped`, parts: json(JSON.stringify(s)), expect: [400] };
    },
  },
  nulls: {
    weight: 5,
    make(rand, n) {
      const s = sub(rand, n);
      const variant = pick(rand, ["body", "all", "one", "required+optional"]);
      if (variant === "body") return { label: "null body", parts: json("null"), expect: [400] };
      const keys =
        variant === "all"
          ? Object.keys(s)
          : variant === "one"
            ? [pick(rand, REQUIRED)]
            : [pick(rand, REQUIRED), ...OPTIONAL];
      for (const k of keys) s[k] = null;
      return { label: `null ${keys.join(",")}`, parts: json(JSON.stringify(s)), expect: [400] };
    },
  },
  arrays: {
    weight: 5,
    make(rand, n) {
      const s = sub(rand, n);
      const bodies = [
        "[]",
        "[[]]",
        JSON.stringify([s]),
        JSON.stringify([s, s]),
        JSON.stringify({ ...s, [pick(rand, REQUIRED)]: [s.fullName, "x"] }),
        JSON.stringify(Object.entries(s)),
      ];
      const i = int(rand, 0, bodies.length - 1);
      return { label: `array shape ${i}`, parts: json(bodies[i]), expect: [400] };
    },
  },
  "proto-keys": {
    weight: 8,
    make(rand, n) {
      const s = sub(rand, n);
      const missing = pick(rand, REQUIRED);
      const rest = JSON.stringify(without(s, missing)).slice(1, -1);
      const hidden = JSON.stringify({ [missing]: s[missing] });
      const key = pick(rand, PROTO_KEYS);
      const cases = [
        [`whole submission under ${key}`, json(`{"${key}":${JSON.stringify(s)}}`)],
        ["whole submission under constructor.prototype", json(`{"constructor":{"prototype":${JSON.stringify(s)}}}`)],
        [`${missing} only under __proto__`, json(`{${rest},"__proto__":${hidden}}`)],
        [`${missing} only under constructor.prototype`, json(`{${rest},"constructor":{"prototype":${hidden}}}`)],
        ["nested __proto__", json(`{"__proto__":{"__proto__":${JSON.stringify(s)}}}`)],
        [
          `${missing} missing, ${key} as a string`,
          json(`{${rest},"${key}":"x","hasOwnProperty":1,"toString":"x","valueOf":{}}`),
        ],
        [
          "form keys __proto__ and constructor",
          form(
            `${new URLSearchParams(without(s, missing))}&__proto__=x&constructor=y&prototype=z&__proto__%5B${missing}%5D=${encodeURIComponent(s[missing])}`,
          ),
        ],
      ];
      const [label, parts] = pick(rand, cases);
      return { label, parts, expect: [400] };
    },
  },
  oversized: {
    weight: 5,
    make(rand, n) {
      const s = sub(rand, n);
      const variant =
        rand() < 0.05
          ? "1 MB body"
          : pick(rand, ["declared and sent", "chunked, no length", "declared 1 GB, 1 KB sent"]);
      if (variant === "declared 1 GB, 1 KB sent") {
        const head = httpBytes({
          body: "",
          headers: { "Content-Type": "application/json" },
          contentLength: 1_000_000_000,
        });
        return { label: variant, parts: [head, Buffer.from(`{"description":"${"x".repeat(1000)}`)], expect: [413] };
      }
      s.description = "y".repeat(variant === "1 MB body" ? 1_048_576 : int(rand, MAX_BODY + 1, 200_000));
      const body = JSON.stringify(s);
      const chunkSize = variant === "chunked, no length" ? int(rand, 1000, 8000) : 0;
      return {
        label: variant,
        parts: [httpBytes({ body, headers: { "Content-Type": "application/json" }, chunkSize })],
        expect: [413],
      };
    },
  },
  "deep-nesting": {
    weight: 5,
    make(rand) {
      const variant = pick(rand, ["arrays", "field", "objects", "unbalanced"]);
      const d = int(rand, 1000, variant === "objects" ? 6000 : 15000);
      const body =
        variant === "arrays"
          ? "[".repeat(d) + "]".repeat(d)
          : variant === "field"
            ? `{"fullName":${"[".repeat(d)}${"]".repeat(d)}}`
            : variant === "objects"
              ? `${'{"a":'.repeat(d)}null${"}".repeat(d)}`
              : "[".repeat(d);
      const parts = json(body);
      return { label: `${variant} depth ${d}`, parts, expect: bySize(body) };
    },
  },
  "huge-strings": {
    weight: 6,
    make(rand, n) {
      const s = sub(rand, n);
      const field = pick(rand, [...REQUIRED, ...OPTIONAL]);
      const length = pick(rand, [LIMITS[field] + 1, LIMITS[field] + 100, 10_000, 30_000, 40_000]);
      s[field] =
        field === "email"
          ? `${"a".repeat(length - 10)}@b.example`
          : field === "productLink"
            ? `https://a.example/${"p".repeat(length - 18)}`
            : "Z".repeat(length);
      const body = JSON.stringify(s);
      return { label: `${field} of ${length} characters`, parts: json(body), expect: bySize(body) };
    },
  },
  "control-chars": {
    weight: 6,
    make(rand, n) {
      const s = sub(rand, n);
      const field = pick(rand, [...REQUIRED, ...OPTIONAL]);
      const c = field === "description" ? pick(rand, CONTROL) : pick(rand, [...CONTROL, "\n", "\r", "\t"]);
      const value = String(s[field] ?? "Field value");
      const at = int(rand, 1, value.length - 1);
      s[field] = value.slice(0, at) + c + value.slice(at);
      const encoding = pick(rand, ["json", "json", "urlencoded", "raw in JSON"]);
      const parts =
        encoding === "urlencoded"
          ? form(new URLSearchParams(s).toString())
          : encoding === "raw in JSON"
            ? json(JSON.stringify(s).replace(/\\u00([01][0-9a-f]|7f)|\\[nrt]/, c))
            : json(JSON.stringify(s));
      return {
        label: `U+${c.charCodeAt(0).toString(16).padStart(4, "0")} in ${field} (${encoding})`,
        parts,
        expect: [400],
      };
    },
  },
  "invalid-utf8": {
    weight: 5,
    make(rand, n) {
      const s = sub(rand, n);
      const bad = Buffer.from(pick(rand, BAD_UTF8));
      const variant = pick(rand, [
        "json raw bytes",
        "form raw bytes in email",
        "form percent-escapes in email",
        "json lone surrogate in email",
      ]);
      if (variant === "json raw bytes") {
        const [head, tail] = JSON.stringify(s).split(s.companyName);
        return {
          label: `${variant} ${bad.toString("hex")}`,
          parts: json(Buffer.concat([Buffer.from(head), bad, Buffer.from(tail)])),
          expect: [400],
        };
      }
      if (variant === "json lone surrogate in email")
        return { label: variant, parts: json(JSON.stringify(s).replace("@", "\\ud800@")), expect: [400] };
      const [local, domain] = s.email.split("@");
      const encoded = new URLSearchParams(without(s, "email")).toString();
      if (variant === "form percent-escapes in email") {
        const pct = [...bad].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
        return { label: variant, parts: form(`${encoded}&email=${local}${pct}%40${domain}`), expect: [400] };
      }
      return {
        label: variant,
        parts: form(Buffer.concat([Buffer.from(`${encoded}&email=${local}`), bad, Buffer.from(`%40${domain}`)])),
        expect: [400],
      };
    },
  },
  "content-type": {
    weight: 8,
    make(rand, n) {
      const body = JSON.stringify(sub(rand, n)); // a complete submission in the wrong envelope
      const type = pick(rand, [
        "text/plain",
        "application/xml",
        "text/html",
        "application/octet-stream",
        "multipart/mixed; boundary=x",
        "application/x-www-form-urlencode",
        "json",
        "application/javascript",
        "*/*",
        "text/json",
        "application/x-json",
        "image/png",
        "",
        null,
        "multipart/form-data",
        "application/x-www-form-urlencoded",
        "form-data",
      ]);
      // multipart without a boundary cannot be parsed (400); JSON read as a form has no fields (400).
      const expect = type === "multipart/form-data" || type === "application/x-www-form-urlencoded" ? [400] : [415];
      return {
        label: `Content-Type ${JSON.stringify(type)}`,
        parts: [httpBytes({ body, headers: { "Content-Type": type } })],
        expect,
      };
    },
  },
  multipart: {
    weight: 6,
    make(rand, n) {
      const s = sub(rand, n);
      const entries = Object.entries(s);
      const file = { name: "attachment", filename: "brief.pdf", type: "application/pdf", content: "%PDF-1.4 fake" };
      const cases = [
        ["fields and a file", () => multipart(entries, { files: [file] })],
        ["only a file", () => multipart([], { files: [file] })],
        [
          "description sent as a file",
          () =>
            multipart(
              entries.filter(([k]) => k !== "description"),
              { files: [{ ...file, name: "description" }] },
            ),
        ],
        [
          "boundary in the header differs from the body",
          () => multipart(entries, { headerBoundary: "other-boundary" }),
        ],
        ["no closing boundary", () => multipart(entries, { close: false })],
        ["200 unknown parts", () => multipart(Array.from({ length: 200 }, (_, i) => [`f${i}`, "v"]))],
        ["e-mail in a part without a name", () => multipart([...Object.entries(without(s, "email")), ["", s.email]])],
      ];
      const [label, make] = pick(rand, cases);
      return { label, parts: [make()], expect: [400] };
    },
  },
  duplicates: {
    weight: 5,
    make(rand, n) {
      const s = sub(rand, n);
      const field = pick(rand, REQUIRED);
      const cases = [
        [`form ${field} twice`, form(`${new URLSearchParams(s)}&${field}=${encodeURIComponent(s[field])}`)],
        [`form ${field} twice, second empty`, form(`${new URLSearchParams(s)}&${field}=`)],
        [`multipart ${field} twice`, [multipart([...Object.entries(s), [field, s[field]]])]],
        [
          "JSON email twice, the last not an address",
          json(`${JSON.stringify(s).slice(0, -1)},"email":"not-an-address"}`),
        ],
      ];
      const [label, parts] = pick(rand, cases);
      return { label, parts, expect: [400] };
    },
  },
  methods: {
    weight: 3,
    make(rand, n) {
      const method = pick(rand, ["GET", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]);
      const body = method === "GET" || method === "HEAD" ? undefined : JSON.stringify(sub(rand, n));
      return {
        label: method,
        parts: [httpBytes({ method, body, headers: body ? { "Content-Type": "application/json" } : {} })],
        expect: [405],
      };
    },
  },
  framing: {
    weight: 6,
    make(rand, n) {
      const body = JSON.stringify(sub(rand, n));
      const head = (extra) =>
        Buffer.from(
          `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n${extra}\r\n`,
          "latin1",
        );
      const cases = [
        [
          "Content-Length and Transfer-Encoding",
          [head(`Content-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n`), Buffer.from(body)],
          [400],
        ],
        ["Content-Length not a number", [head("Content-Length: abc\r\n"), Buffer.from(body)], [400]],
        ["negative Content-Length", [head("Content-Length: -5\r\n"), Buffer.from(body)], [400]],
        [
          "two different Content-Length",
          [head(`Content-Length: ${body.length}\r\nContent-Length: 3\r\n`), Buffer.from(body)],
          [400],
        ],
        [
          "invalid chunk size",
          [head("Transfer-Encoding: chunked\r\n"), Buffer.from(`zz\r\n${body}\r\n0\r\n\r\n`)],
          [400],
        ],
        ["Content-Length shorter than the body", [head("Content-Length: 10\r\n"), Buffer.from(body)], [400]],
        [
          "control character in a header name",
          [head(`X-Bad\u0001: y\r\nContent-Length: ${body.length}\r\n`), Buffer.from(body)],
          [400],
        ],
        ["one 20 KB header", [head(`X-Big: ${"h".repeat(20_000)}\r\nContent-Length: 2\r\n`), Buffer.from("{}")], [431]],
        [
          "300 headers",
          [
            head(
              `${Array.from({ length: 300 }, (_, i) => `X-H${i}: ${"v".repeat(60)}`).join("\r\n")}\r\nContent-Length: 2\r\n`,
            ),
            Buffer.from("{}"),
          ],
          [431],
        ],
        [
          "5,000-character URL",
          [
            httpBytes({
              path: `/api/contact?q=${"a".repeat(5000)}`,
              body: "{}",
              headers: { "Content-Type": "application/json" },
            }),
          ],
          [414],
        ],
        [
          "20,000-character URL",
          [
            httpBytes({
              path: `/api/contact?q=${"a".repeat(20_000)}`,
              body: "{}",
              headers: { "Content-Type": "application/json" },
            }),
          ],
          [414, 431],
        ],
        [
          "Expect: 100-continue",
          [httpBytes({ body: "{}", headers: { "Content-Type": "application/json", Expect: "100-continue" } })],
          [400],
        ],
        [
          "no Content-Length, no body",
          [httpBytes({ body: undefined, headers: { "Content-Type": "application/json" } })],
          [400],
        ],
      ];
      const [label, parts, expect] = pick(rand, cases);
      return { label, parts, expect };
    },
  },
};
