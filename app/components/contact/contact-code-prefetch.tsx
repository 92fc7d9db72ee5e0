import contactCode from "virtual:contact-code";

/**
 * `<link rel="prefetch">` for the code a contact send needs (server/build-time/contact-code-plugin.ts):
 * rendered into the page's head by the server only. The browser fetches them after the page, at
 * its lowest priority; React's hydration passes over head elements it did not render.
 */
export function ContactCodePrefetch() {
  return (
    <>
      {contactCode.map((href) => (
        <link key={href} rel="prefetch" href={href} crossOrigin="anonymous" />
      ))}
    </>
  );
}
