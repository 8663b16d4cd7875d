/** What the Observatory transcription (observatory.ts) reads of a page, and what it answers. */

/** A <script> element of the page. */
export interface PageScript {
  src?: string;
  integrity?: string;
  crossorigin?: string;
}

export interface ObservatoryInput {
  /** The response headers of the HTML page. */
  headers: Readonly<Record<string, string>>;
  /** The page is served over HTTPS with a valid certificate. */
  https: true;
  /** http:// redirects to https:// on the same host (true), or serves the page over HTTP (false). */
  redirectsToHttps: boolean;
  /** The page sets no cookies. */
  cookies: readonly [];
  /** The page's <script> elements: inline ones count too. */
  scripts: readonly PageScript[];
  /** The page's registrable domain (example.ae for www.example.ae): scripts from its hosts are same-site. */
  domain?: string;
}

export interface ObservatoryTest {
  /** The Observatory's test name, e.g. "content-security-policy". */
  name: string;
  /** The Observatory's result name, e.g. "csp-implemented-with-no-unsafe-default-src-none". */
  result: string;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: ObservatoryTest[];
}

/** The values of a header, whatever the case of its name (utils.js getHttpHeaders). */
export const headerValues = (headers: ObservatoryInput["headers"], name: string): string[] =>
  Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .map(([, value]) => value);
export const firstHeader = (headers: ObservatoryInput["headers"], name: string): string | null =>
  headerValues(headers, name)[0] ?? null;
