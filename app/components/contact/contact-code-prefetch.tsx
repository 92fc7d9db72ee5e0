import contactCode from "virtual:contact-code";
import { CONTACT_CODE_TEMPLATE_ID } from "./contact-modal";

/**
 * The addresses of the code a contact send needs (server/build-time/contact-code-plugin.ts), on an
 * inert `<template>` in the page's head, rendered by the server only: nothing is fetched before
 * the page has painted and hydrated (decision 0004); once it is idle the modal's provider turns
 * them into `<link rel="prefetch">`. (Link elements would be hoisted by React and fetched at once.)
 * React's hydration passes over head elements it did not render.
 */
export function ContactCodePrefetch() {
  return <template id={CONTACT_CODE_TEMPLATE_ID} data-urls={contactCode.join(" ")} />;
}
