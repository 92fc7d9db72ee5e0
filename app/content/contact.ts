/** Copy of the one contact form, its modal, section and toasts (spec §2, §4, §8). */
export const contactCopy = {
  /** The modal's one title (spec §2), whichever button opened it; where it opened from leads its description (modalAbout). */
  modalTitle: "Start the Conversation with our expert",
  modalDescription:
    "Tell us where your brand is today and where you want it to go. A growth specialist replies within one business day.",
  submit: "Send Message",
  submitting: "Sending...",
  fields: {
    fullName: { label: "Full Name", required: true, placeholder: "Jordan Ellis", autoComplete: "name" },
    email: { label: "Work Email", required: true, placeholder: "jordan@yourbrand.com", autoComplete: "email" },
    companyName: {
      label: "Company Name",
      required: true,
      placeholder: "Your brand or company",
      autoComplete: "organization",
    },
    description: {
      // The label names the field as its error does ("Project description is required").
      label: "Project Description",
      // Required by the spec although its label carries no asterisk.
      required: false,
      placeholder: "How can we help? Your marketplaces, goals and challenges",
      autoComplete: "off",
      help: "Required: a few lines about what you sell and what you want to change.",
    },
    productLink: {
      label: "Product Link or ASIN",
      required: false,
      // Short enough to show whole in a half-width field at 375 and 1440 px.
      placeholder: "https://… or B0C1234567",
      autoComplete: "url",
    },
    contactMethod: {
      label: "Preferred Contact Method",
      required: false,
      placeholder: "Email, phone or WhatsApp",
      autoComplete: "off",
    },
  },
  optional: "(optional)",
  /** Under Send in the modal (the home section says the same in its list of promises). */
  privacy: {
    text: "Your details are used only to answer your request.",
    linkLabel: "Privacy Policy",
    href: "/privacy-policy",
  },
  serviceLabel: "Regarding",
  honeypotLabel: "Leave this field empty",
  toast: {
    successTitle: "Message Sent!",
    successDescription: "Thank you for your message! We'll get back to you soon.",
    errorTitle: "Error",
    errorFallback: "Something went wrong. Please try again.",
    /** A send that never reached the server (no network, DNS, a refused connection). */
    unreachable:
      "We couldn't reach our server. Your message is still here — check your connection and press Send again.",
    /** A send whose answer did not come in time; the key makes pressing Send again safe. */
    noAnswer:
      "Our server did not answer in time. Your message is still here — press Send again; it will not arrive twice.",
    /** After the page was replaced in the middle of a send (React Router reloads a page whose code is gone). */
    interrupted: "The page reloaded before your message was sent. It is still here — press Send again.",
    /** Above Send after a failed send, beside the toast: the form itself says it was not sent. */
    notSent: (email: string) => `Not sent, but your message is kept: press Send again, or write to ${email}.`,
    /** The form's own code could not be fetched. */
    formUnavailable: "We couldn't load the contact form. Check your connection and try again.",
  },
  noJs: {
    sentTitle: "Message Sent!",
    sentText: "Thank you for your message! We'll get back to you soon.",
    sendAnother: "Send another message",
  },
} as const;

export type ContactFieldName = keyof typeof contactCopy.fields;

/** The line under the modal's title when a button gives context: "About: Starter plan. Tell us …". */
export const modalAbout = (context: string, text: string) => `About: ${context}. ${text}`;
