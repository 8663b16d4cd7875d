/**
 * The site's explicit GraphQL types, kept in src/schema/*.graphql by what they describe
 * (the company and shared shapes, technologies and products, pages and articles, the water
 * test, translations and emirate pages), as the one SDL text createTypes takes: the files in
 * the order of their names. Build-time only (node:fs).
 */
import fs from "node:fs";
import path from "node:path";

export function readSchemaSdl(root: string): string {
  const folder = path.join(root, "src", "schema");
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".graphql"))
    .sort()
    .map((file) => fs.readFileSync(path.join(folder, file), "utf8"))
    .join("\n");
}
