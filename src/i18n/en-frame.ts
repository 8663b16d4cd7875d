/**
 * The English words of the frame every page shows (skip link, top bar, header, menus,
 * footer): a part of the interface dictionary, en.ts, which reads them from here.
 * Imported by en.ts and the tests only, like en.ts itself.
 */
/** The frame of every page: skip link, top bar, header, menus, footer. */
export const frame = {
  skipLink: "Skip to content",
  topBar: "Opening hours and contact",
  /** The logo's link: "Pure Oasis Water Treatment, home". */
  homeLink: "[company], home",
  mainNav: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  nav: {
    home: "Home",
    about: "About",
    technologies: "Technologies",
    industries: "Industries",
    blogs: "Blogs",
    parts: "Parts",
    contact: "Contact",
  },
  search: {
    /** The header's search button, for screen readers; also the dialog's name. */
    open: "Search the site",
    label: "Search",
    placeholder: "Products, technologies, articles…",
    /** Read out with the input: how to pick a result. */
    hint: "Arrow keys choose a result, Enter opens it.",
    results: "Results",
    searching: "Searching…",
    count: {
      one: "[count] result",
      other: "[count] results",
    },
    none: "No results for “[query]”",
    failed: "Search is not available right now. Please try again.",
  },
  technologiesMenu: {
    show: "Show technologies",
    viewAll: "View All Technologies",
  },
  footer: {
    /** The company's tagline as a sentence. */
    tagline: "[tagline].",
    quickLinks: "Quick Links",
    links: {
      aboutUs: "About Us",
      contact: "Contact",
      blogs: "Blogs",
      products: "Products",
      industries: "Industries",
      parts: "Parts",
      technologies: "Technologies",
      locations: "Locations",
    },
    getInTouch: "Get in Touch",
    address: "[street], [city], [country]",
    whatsapp: "Chat on WhatsApp",
    copyright: "© [year] [company]. All rights reserved.",
  },
  social: {
    /** A social icon's name for screen readers, before "(opens in a new tab)". */
    link: "[company] on [network]",
    networks: {
      facebook: "Facebook",
      instagram: "Instagram",
      linkedin: "LinkedIn",
      youtube: "YouTube",
      x: "X",
      tiktok: "TikTok",
    },
  },
} as const;
