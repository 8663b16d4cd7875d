import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { catalogueIndexFile, writeCatalogueIndex } from "../catalogue-index";

const products = [
  { slug: "shower-filter", name: "Shower Filter", category: "domestic" },
  { slug: "ro-membrane", name: "RO Membrane", category: "industrial" },
];

test("the index file of a language is named by its language and content, under /static/", () => {
  const file = catalogueIndexFile("ar", products);
  expect(file.url).toMatch(/^\/static\/catalogue-ar-[0-9a-f]{12}\.json$/);
  expect(JSON.parse(file.text)).toEqual({ products });
  // Same content, same name (browsers keep it); another content, another name.
  expect(catalogueIndexFile("ar", products).url).toBe(file.url);
  expect(catalogueIndexFile("ar", products.slice(1)).url).not.toBe(file.url);
  expect(catalogueIndexFile("en", products).url).not.toBe(file.url);
});

test("the index is written under public/ at its site path", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-index-"));
  const file = catalogueIndexFile("en", products);
  writeCatalogueIndex(publicDir, file);
  expect(fs.readFileSync(path.join(publicDir, file.url), "utf8")).toBe(file.text);
  fs.rmSync(publicDir, { recursive: true, force: true });
});
