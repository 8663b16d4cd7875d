/**
 * Values the specification fixes (docs/specification.md, from docs/specification.md), written here as the
 * specification states them, never imported from the implementation (src/lib/constants.ts):
 * a test that read the code's constant would follow the code when it drifts from the spec.
 */

/** docs/specification.md section 9 (and 4): "Hero interval 5000 ms, lock 700 ms". */
export const HERO_INTERVAL_MS = 5000;
/** docs/specification.md section 9 (and 4): carousel controls are locked for 700 ms during a transition. */
export const CAROUSEL_LOCK_MS = 700;
/** docs/specification.md section 9 (and 4): "gallery 3000 ms". */
export const GALLERY_INTERVAL_MS = 3000;
/** docs/specification.md section 9 (and 4): "client carousel 2000 ms". */
export const CLIENT_INTERVAL_MS = 2000;
/** docs/specification.md section 9 (and 4): "Review truncation 50 characters". */
export const REVIEW_TRUNCATE_CHARS = 50;
/** docs/specification.md section 9: "Email library version 4.4.1" (sent as lib_version, section 7). */
export const EMAIL_LIBRARY_VERSION = "4.4.1";
