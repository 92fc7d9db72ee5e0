/** Company facts shown in the shell (footer, meta). All contact details are fictional. */
export const site = {
  name: "Vantora",
  productName: "Vantora Hub",
  tagline: "E-commerce growth, marketplace management and AI-powered technology for ambitious brands.",
  url: "https://www.vantora.example",
  email: "hello@vantora.example",
  phone: { display: "+1 (713) 555-0123", href: "tel:+17135550123" },
  address: {
    street: "1200 Smith Street, Suite 1600",
    city: "Houston",
    region: "Texas",
    postalCode: "77002",
    country: "United States",
  },
  copyrightYear: 2025,
  // The spec's social links point to a placeholder target. Ours is a real one: the profiles are
  // not public yet, so each icon says so and leads to the contact section instead of to "#".
  social: [
    { label: "Facebook: profile coming soon, contact us", icon: "facebook", href: "/#contact" },
    { label: "X: profile coming soon, contact us", icon: "x", href: "/#contact" },
    { label: "Instagram: profile coming soon, contact us", icon: "instagram", href: "/#contact" },
    { label: "YouTube: channel coming soon, contact us", icon: "youtube", href: "/#contact" },
  ],
} as const;

export const notFoundCopy = {
  title: "404 Page Not Found",
  text: "Did you forget to add the page to the router?",
  home: "Back to the home page",
} as const;

export const shellCopy = {
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  scrollToTop: "Scroll to top",
  footerHeadings: { company: "Company", services: "Services", legal: "Legal", contact: "Contact" },
  rights: "All rights reserved.",
} as const;

export const errorCopy = {
  title: "Something went wrong",
  text: "An unexpected error occurred on our side. Please try again in a moment.",
} as const;
