import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type Request, type Route } from "@playwright/test";

/**
 * EmailJS as the browser tests meet it: the build's dummy keys (.env.e2e, baked in by
 * `npm run build:e2e`), and the service's endpoint answered by the test, so nothing
 * leaves the machine.
 */
export const SEND_FORM_URL = "https://api.emailjs.com/api/v1.0/email/send-form";

export const testKeys: Record<string, string> = Object.fromEntries(
  fs
    .readFileSync(path.join(__dirname, "..", ".env.e2e"), "utf8")
    .split("\n")
    .filter((line) => /^GATSBY_EMAILJS_[A-Z_]+=/.test(line))
    .map((line) => line.split("=", 2) as [string, string]),
);

/** The fields of a multipart/form-data request body. */
export function multipartFields(request: Request): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(request.headers()["content-type"] ?? "")?.[1];
  expect(boundary, "multipart/form-data with a boundary").toBeTruthy();
  const result: Record<string, string> = {};
  for (const part of request.postDataBuffer()!.toString("utf8").split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) result[match[1]] = match[2];
  }
  return result;
}

/** Answers EmailJS's `url` with `respond`, recording every request. */
export async function answerEmailJs(
  page: Page,
  respond: (route: Route) => Promise<void>,
  url: string = SEND_FORM_URL,
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(url, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}
