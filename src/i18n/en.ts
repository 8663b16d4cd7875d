/**
 * The interface's own words in English: every text a visitor reads or hears that is typed
 * in code and not content (content comes from data/*.json through GraphQL). ar.ts holds
 * the same keys in Arabic (its type, Dictionary, is derived from this object).
 *
 * A text with variable parts names them in square brackets ("[count] more") and is filled
 * with fillTemplate (src/lib/template.ts): never a sentence built from pieces, since word
 * order differs between languages. A text that counts has a `one` and an `other` form, as
 * English needs; a language with more plural forms writes both so that they read right
 * with any number.
 *
 * Only the build (site-structure/language-pages.ts puts a page's dictionary in its context) and the
 * tests import this file: the browser gets its page's dictionary through the page context
 * (src/i18n/language-context.tsx), never both languages in its JavaScript.
 */
import { frame } from "./en-frame";

const en = {
  frame,

  /** Words several areas share. */
  common: {
    /** The days by data/company.json's names: the booking's [day], the opening hours. */
    weekdays: {
      Monday: "Monday",
      Tuesday: "Tuesday",
      Wednesday: "Wednesday",
      Thursday: "Thursday",
      Friday: "Friday",
      Saturday: "Saturday",
      Sunday: "Sunday",
    },
    /**
     * The opening hours as a sentence (src/lib/opening-hours.ts): "Monday to Saturday, 8:00 to 18:00";
     * a run of days is a range, two days a pair, several runs a list.
     */
    openingHours: {
      range: "[first] to [last]",
      pair: "[first] and [last]",
      list: "[items] and [last]",
      separator: ", ",
      hours: "[days], [opens] to [closes]",
    },
    /** Read by screen readers after a link that opens a new tab. */
    newTab: "(opens in a new tab)",
    close: "Close",
    getInTouch: "Get In Touch",
    callUs: "Call Us",
    learnMore: "Learn more",
    readArticle: "Read article",
    /** A card's "more" line under its text. */
    linkArrow: "[label] →",
    whatsapp: "WhatsApp",
    /** A button that calls the company; [phone] is the number, kept on one line. */
    call: "Call\u00a0[phone]",
    playVideo: "Play video: [title]",
    visitYoutube: "Visit Youtube",
    /** Under the video player in a dialog: the same video on YouTube's own page. */
    watchOnYoutube: "Watch on YouTube",
    rating: "Rated [rating] out of 5",
    faqTitle: "Frequently asked questions",
    /** A scrollable table of an article. */
    comparisonTable: "Comparison table",
    carousel: {
      previous: "Previous",
      next: "Next",
      play: "Play slideshow",
      pause: "Pause slideshow",
      /** A slide's name: "2 of 6". */
      slide: "[index] of [total]",
      showSlide: "Show slide [index]",
      clients: "Our clients",
    },
    /** The company's figures (company.json claims) under their labels. */
    stats: {
      since: "Treating water since",
      countries: "Countries on [continents] continents",
      customers: "Satisfied customers",
      installations: "Installations",
    },
  },

  home: {
    /** The page's h1, for screen readers and search engines. */
    heading: "[company]: [tagline]",
    /** The page's description in search results. */
    description: "[tagline]. [intro].",
    highlights: "Highlights",
    moreAboutUs: "More about us",
    allIndustries: "All industries we serve",
    productGallery: "Product gallery",
    browseCatalogue: "Browse the catalogue",
    reviews: {
      /** Under a review on a page in another language: the reviewers wrote in English. */
      translated: "Translated from English",
      carousel: "Customer reviews",
      summary: "[rating] out of 5, based on [count] reviews",
      readMore: "Read more",
      /** The button's name for screen readers: it starts with what the button shows. */
      readMoreLabel: "Read more of [name]'s review",
    },
  },

  about: {
    pillars: "What we stand for",
  },

  blog: {
    latest: "Latest articles",
  },

  industries: {
    title: "Sectors we design, supply and service systems for",
  },

  technology: {
    /** The technologies index page's section. */
    indexTitle: "Water treatment technologies we design, supply and service",
    readDetails: "Read Details",
    howItWorks: "[technology]: how it works for you",
    experience: "[year] to today: experience you can rely on",
    whyChooseUs: "WHY CHOOSE US",
    industriesTitle: "Industries we serve",
    industriesText: "The same engineering team designs systems for homes and for demanding sectors across the UAE:",
    recommendedTitle: "Recommended Products",
    recommendedText: "Systems and parts we supply, install and service from our Dubai warehouse.",
    /** Two lines of one heading: a small line above, then the title. */
    workflowEyebrow: "Explore Our",
    workflowTitle: "Workflow Process",
    related: "Related technologies",
    callToAction: {
      title: "Talk to us about [technology]",
      text: "Tell us about your water and your site. We reply within one working day with a recommendation and a quotation.",
    },
  },

  /** The parts catalogue (/parts/) and its product dialog. */
  parts: {
    categories: {
      all: "All products",
      commercial: "Commercial",
      industrial: "Industrial",
      domestic: "Domestic",
    },
    /** A category's section heading. */
    categoryTitles: {
      commercial: "Commercial products",
      industrial: "Industrial products",
      domestic: "Domestic products",
    },
    filterLabel: "Filter products by category",
    searchLabel: "Search products",
    searchPlaceholder: "e.g. softener or membrane",
    matchingProducts: "Matching products",
    /** The search dropdown's last line, after the first matches. */
    more: "+[count] more",
    showing: {
      one: "Showing [count] product",
      other: "Showing [count] products",
    },
    searchResults: "Search results",
    noProducts: "No products found",
    noProductsHint: "Try adjusting your filters",
    /** The grouped view's link to a category whose products are not all shown there. */
    seeAll: "See all [count] products in [category]",
    /** A filtered or searched list's button for its next cards. */
    showMore: "Show [count] more",
    /** While the catalogue's index is on its way (a search or filter beyond the first view). */
    loading: "Loading products…",
    viewDetails: "View details",
    features: "Features",
    whatsapp: "Contact on WhatsApp",
  },

  product: {
    /** The WhatsApp chat's pre-filled message, from the catalogue's dialog and the product's page. */
    whatsappEnquiry:
      "Hello, I am interested in the [product]. Could you please share its pricing, availability and delivery options in the UAE?",
  },

  contact: {
    title: "Send us a message",
    intro: "Tell us about your water and what you need; we reply within one working day.",
    cards: {
      call: "Call us",
      mail: "Mail us",
      mailNote: "We answer within one working day.",
      visit: "Visit us",
    },
    /** The last line of the address. */
    cityCountry: "[city], [country]",
    map: {
      /** The map's frame, for screen readers. */
      title: "Map: [company], [street], [city]",
      larger: "View a larger map",
    },
    form: {
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      service: "Service",
      optional: "(optional)",
      noService: "No particular service",
      otherService: "Other",
      message: "Message",
      /** The honeypot's label: hidden from people, read by form-filling bots. */
      honeypot: "Leave this field empty",
    },
    submit: {
      idle: "Send message",
      sending: "Sending...",
      sent: "Sent!",
    },
    sent: "Thank you, your message has been sent. We reply within one working day.",
    /** Sent before the page's scripts had started: it goes once they have. */
    queued: "Your message will be sent as soon as the page has finished loading.",
    /** Shown only when JavaScript is off, before WhatsApp and a call. */
    noScript:
      "Sending this form needs JavaScript, which is turned off in your browser. You can reach us directly instead:",
    failure: {
      title: "Your message was not sent.",
      kept: "What you typed is still in the form. You can also reach us directly:",
      whatsapp: "WhatsApp us",
      call: "Call\u00a0[phone]",
      /** Why, by kind of failure (src/lib/send-failure.ts). */
      reasons: {
        rateLimited: "Too many messages were sent from this page in a short time. Please wait a minute and try again.",
        headless: "Our e-mail service blocked the message because it looked as if it came from an automated browser.",
        blocked: "Our e-mail service blocked the message. Please contact us by phone or WhatsApp instead.",
        network: "We could not reach our e-mail service. Please check your internet connection and try again.",
        timeout:
          "Our e-mail service did not answer within [seconds] seconds. Please try again, or contact us by phone or WhatsApp.",
        server: "Our e-mail service had a problem (the server answered [status]). Please try again later.",
        notConfigured:
          "The contact form is not set up yet, so your message could not be sent. Please call us or write to us on WhatsApp instead.",
        unexpected: "Something went wrong while sending your message. Please try again.",
      },
    },
  },

  /** The free water test's booking: what data/water-test.json does not hold. */
  waterTest: {
    /** A visit's time window as the form lists it: "Morning, 8:00–11:00". */
    timeWindow: "[label], [from]\u2013[to]",
    /** Sent before the page's scripts had started: it goes once they have. */
    queued: "Your booking will be sent as soon as the page has finished loading.",
    /** Shown only when JavaScript is off, before WhatsApp and a call. */
    noScript:
      "Booking online needs JavaScript, which is turned off in your browser. You can book on WhatsApp or by phone instead:",
  },

  article: {
    /** Over the banner; [date] is the publication date. */
    published: "Published [date]",
  },

  notFound: {
    back: "Back to the home page",
    whereNext: "Where would you like to go?",
  },

  /** The pages' names in breadcrumbs (visible and JSON-LD) and titles. */
  seo: {
    /** A page's <title>: its own title, then the company's short name. */
    pageTitle: "[title] | [brand]",
    home: "Home",
    about: "About",
    blogs: "Blogs",
    contact: "Contact",
    industries: "Industries",
    parts: "Parts",
    technologies: "Technologies",
    notFound: "Page not found",
  },
} as const;

export default en;
