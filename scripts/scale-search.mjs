/* global window, document, MutationObserver -- the functions below run in the page (page.evaluate, addInitScript) */
/**
 * Keystroke to result list in the parts search at 4x CPU, for npm run bench:scale.
 *
 * A MutationObserver installed before the page's scripts notes, for each key pressed in
 * the search box, when the dropdown's list and the results (the rest of <main>) last
 * changed; the time counts from the key event's timeStamp (when the browser received the
 * key), so input delay is included. A key after which a list did not change (the same
 * matches as before) is left out of that list's figures. The visitor first clicks into
 * the box and the page settles (a catalogue that loads its index on focus has it then).
 */

const INSTRUMENT = () => {
  window.__scaleKeys = [];
  document.addEventListener(
    "keydown",
    (event) => window.__scaleKeys.push({ at: event.timeStamp, dropdown: null, results: null }),
    true,
  );
  window.__scaleLastMutation = 0;
  new MutationObserver((records) => {
    const now = performance.now();
    window.__scaleLastMutation = now;
    const key = window.__scaleKeys[window.__scaleKeys.length - 1];
    if (!key) return;
    for (const record of records) {
      const element = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      if (!element || !element.closest("main")) continue;
      const popup = document.querySelector('[role="listbox"]')?.parentElement;
      if (popup && popup.contains(element)) key.dropdown = now;
      else key.results = now;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

/** Resolves once the page has not changed for `quiet` ms (at most `limit` ms). */
const settle = (page, quiet = 500, limit = 8000) =>
  page.evaluate(
    ({ quiet, limit }) =>
      new Promise((resolve) => {
        const started = performance.now();
        const check = () => {
          const now = performance.now();
          if (now - window.__scaleLastMutation >= quiet || now - started > limit) resolve();
          else setTimeout(check, 50);
        };
        setTimeout(check, quiet);
      }),
    { quiet, limit },
  );

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value) => (value === undefined ? null : Math.round(value));
  return {
    median: round(sorted[Math.floor((sorted.length - 1) / 2)]),
    min: round(sorted[0]),
    max: round(sorted[sorted.length - 1]),
    count: sorted.length,
  };
};

export async function measureSearch(browser, url, words) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(INSTRUMENT);
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const box = page.getByRole("combobox").first();
  await box.click();
  await page.waitForLoadState("networkidle");
  await settle(page, 1000);
  const keys = [];
  for (const word of words.split(" ")) {
    for (const character of word) {
      await page.keyboard.press(character);
      await settle(page);
    }
    for (let index = 0; index < word.length; index += 1) {
      await page.keyboard.press("Backspace");
      await settle(page);
    }
  }
  keys.push(...(await page.evaluate(() => window.__scaleKeys)));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.close();
  const after = (field) => keys.filter((key) => key[field] !== null).map((key) => key[field] - key.at);
  return { keys: keys.length, dropdown: stats(after("dropdown")), results: stats(after("results")) };
}
