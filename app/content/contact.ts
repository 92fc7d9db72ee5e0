/** Copy of the one contact form, its modal, section and toasts (spec §2, §4, §8). */
export const contactCopy = {
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
      label: "How can we help?",
      // Required by the spec although its label carries no asterisk.
      required: false,
      placeholder: "Your marketplaces, goals and current challenges",
      autoComplete: "off",
      help: "Required: a few lines about what you sell and what you want to change.",
    },
    productLink: {
      label: "Product Link or ASIN",
      required: false,
      placeholder: "https://www.amazon.com/dp/B0… or B0C1234567",
      autoComplete: "url",
    },
    contactMethod: {
      label: "Preferred Contact Method",
      required: false,
      placeholder: "Email, phone, WhatsApp or other",
      autoComplete: "off",
    },
  },
  optional: "(optional)",
  serviceLabel: "Regarding",
  honeypotLabel: "Leave this field empty",
  toast: {
    successTitle: "Message Sent!",
    successDescription: "Thank you for your message! We'll get back to you soon.",
    errorTitle: "Error",
    errorFallback: "Something went wrong. Please try again.",
  },
  noJs: {
    sentTitle: "Message Sent!",
    sentText: "Thank you for your message! We'll get back to you soon.",
    sendAnother: "Send another message",
  },
} as const;

export type ContactFieldName = keyof typeof contactCopy.fields;
