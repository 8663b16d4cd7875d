import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [route, w, name] = spec.split(",");
  const page = await browser.newPage({ viewport: { width: Number(w), height: 844 } });
  await page.route(/youtube|google|emailjs/, (r) => r.abort());
  page.on("console", (m) => m.type() === "error" && console.log(route, "console:", m.text().slice(0, 200)));
  await page.goto("http://127.0.0.1:9200" + route);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/${name}.png` });
  await page.close();
}
await browser.close();
