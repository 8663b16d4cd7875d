/**
 * Business constants of the specification (docs/specification.md section 9), defined once.
 * Components, tests and CSS-in-JS read them from here; nothing retypes a number.
 */

/** Breakpoints in CSS pixels: "under 640", "under 768", "under 1024". */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024 } as const;

/** Maximum width of page content. */
export const CONTENT_MAX_WIDTH = 1140;

export const HERO_INTERVAL_MS = 5000;
export const CAROUSEL_LOCK_MS = 700;
export const GALLERY_INTERVAL_MS = 3000;
export const CLIENT_INTERVAL_MS = 2000;
export const CLIENT_RESET_MS = 500;

export const REVIEW_TRUNCATE_CHARS = 50;
export const SEARCH_DROPDOWN_LIMIT = 5;
/**
 * The catalogue's first view (/parts/ with filter all and no search) shows at most this
 * many products of each category, with a link to the rest; only these travel in the
 * page's data, the others come with the catalogue's index when the visitor needs them.
 */
export const CATALOGUE_FIRST_VIEW_PER_CATEGORY = 12;
/** A filtered or searched list shows this many cards, then a button for as many more. */
export const CATALOGUE_RESULTS_PAGE = 24;

export const SENT_MESSAGE_MS = 2000;
export const IMAGE_CHECK_DELAY_MS = 100;
/** The loading overlay never stays longer than this (docs/design.md improvement). */
export const OVERLAY_MAX_MS = 3000;

/** The site search waits this long after the last keystroke before it looks a query up. */
export const SITE_SEARCH_DEBOUNCE_MS = 150;
/** The folder of the site search's index on the site (plugins/site-search writes it, the browser loads it). */
export const SEARCH_INDEX_DIR = "pagefind";
export const LOADER_SIZE_PX = 150;
export const FAQ_ANSWER_MAX_HEIGHT_PX = 160;
export const DEFAULT_FAQ_COUNT = 3;

export const EMAIL_LIBRARY_VERSION = "4.4.1";
/** The contact form sends at most one message per this interval (EmailJS limitRate). */
export const EMAIL_THROTTLE_MS = 10_000;

export const PRODUCT_CATEGORIES = ["commercial", "domestic", "industrial"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * What a hero slide's button says (docs/specification.md: 'Call Us' or 'Get In Touch'); both
 * lead to the contact page, and the words are the interface dictionary's in each language.
 */
export const HERO_BUTTONS = ["call", "contact"] as const;
export type HeroButton = (typeof HERO_BUTTONS)[number];

/**
 * The contact form gives up on EmailJS after this long and shows the error alert
 * (a hung request would otherwise leave "Sending..." on screen for ever).
 */
export const EMAIL_SEND_TIMEOUT_MS = 15_000;

/** The site's language: the html element's lang, the manifest's and (as en_AE) og:locale. */
export const SITE_LANGUAGE = "en-AE";

/**
 * Values shared by the browser code and the build steps (plugins/): this module has no
 * imports, so a build step that reads it pulls no browser code into Node.
 */

/** Third-party origins the pages talk to: the Content-Security-Policy lists exactly these. */
export const EMAILJS_ORIGIN = "https://api.emailjs.com";
export const YOUTUBE_ORIGIN = "https://www.youtube-nocookie.com";
export const OSM_ORIGIN = "https://www.openstreetmap.org";
/** A video's own page on YouTube: a link the visitor follows, not an origin the pages contact. */
export const YOUTUBE_WATCH_URL = "https://www.youtube.com/watch";

/** Class on <html> when JavaScript runs, set by the inline script in the head before the first paint (src/start-up/first-screen.ts). */
export const JS_ENABLED_CLASS = "has-js";

/** The free water test can be booked for a day at most this far ahead (src/lib/booking-date.ts). */
export const BOOKING_MAX_DAYS_AHEAD = 60;
/**
 * The UAE's offset from UTC (Asia/Dubai, UTC+4, no daylight saving): booking dates are
 * Dubai calendar days wherever the visitor's device thinks it is.
 */
export const UAE_UTC_OFFSET_MINUTES = 240;

/**
 * The details of a booking that its texts in data/water-test.json may name in square
 * brackets (the confirmation, the WhatsApp message): "Thank you, [name]." Content
 * validation and src/lib/water-test-booking.ts both read this list.
 */
export const BOOKING_SLOTS = [
  "name",
  "phone",
  "email",
  "emirate",
  "area",
  "propertyType",
  "waterSource",
  "concerns",
  "date",
  "timeWindow",
] as const;
export type BookingSlot = (typeof BOOKING_SLOTS)[number];

/** The slot the emirate pages' shared texts (data/emirate-page.json) name the emirate with: "Your water in [emirate]". */
export const EMIRATE_SLOT = "emirate";
