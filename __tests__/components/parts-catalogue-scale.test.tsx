/**
 * docs/specification.md's catalogue behaviour (section 4) with 1,000 products: the first view from the
 * page data, the rest from the index file the page fetches (mocked here with the same
 * generated products as npm run bench:scale, scripts/scale-products.cjs). A build of
 * 1,000 products takes minutes, so the browser tests (e2e/parts-*.spec.ts) run at today's
 * size and this test renders the catalogue component at 1,000.
 */
import React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PartsCatalogue } from "../../src/components/parts/parts-catalogue";
import { renderWithLanguage } from "../test-utils";

/* eslint-disable @typescript-eslint/no-require-imports */
const { scaleProducts } = require("../../scripts/scale-products.cjs");
const { english, arabic } = require("../../scripts/read-collection.cjs").readCollection("products") as {
  english: Array<{
    slug: string;
    name: string;
    category: string;
    description: string;
    features: string[];
    imageAlt: string;
  }>;
  arabic: Record<string, unknown>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

type Card = Queries.ProductCardFragment;
const CATEGORIES = ["commercial", "industrial", "domestic"] as const;
const catalogue: Card[] = scaleProducts(english, arabic, 1000).english.map(
  (product: (typeof english)[number]): Card => ({
    slug: product.slug,
    name: product.name,
    category: product.category,
    description: product.description,
    summary: product.description.split(". ")[0],
    features: product.features,
    imageAlt: product.imageAlt,
    image: { childImageSharp: null },
  }),
);
const inCategory = (category: string) => catalogue.filter((product) => product.category === category);
const counts = { commercial: 0, industrial: 0, domestic: 0 };
for (const category of CATEGORIES) counts[category] = inCategory(category).length;
const firstView = catalogue.filter((product) => inCategory(product.category).indexOf(product) < 12);
/** docs/specification.md section 5, written again: a case-insensitive substring of the name or the description. */
const matching = (text: string) =>
  catalogue.filter((product) => `${product.name}\n${product.description}`.toLowerCase().includes(text.toLowerCase()));

const INDEX_URL = "/static/catalogue-en-test.json";
let fetchMock: jest.Mock;
// Typing into a list of 1,000 in jsdom takes seconds on a shared machine.
jest.setTimeout(30_000);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  });
});

beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ products: catalogue }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderCatalogue(url = "/parts/") {
  window.history.replaceState(null, "", url);
  return renderWithLanguage(
    <main>
      <PartsCatalogue
        firstView={firstView}
        counts={counts}
        indexUrl={INDEX_URL}
        whatsapp="https://wa.me/971500000000"
        fullDetailsLabel="Full details"
        pathname="/parts/"
      />
    </main>,
  );
}

const cards = () => screen.getByRole("main").querySelectorAll("article");
const searchBox = () => screen.getByRole("combobox", { name: "Search products" });

test("1,000 products: the first view groups the first twelve of each category, links to the rest and fetches nothing", () => {
  expect(catalogue).toHaveLength(1000);
  renderCatalogue();
  for (const category of CATEGORIES) {
    const section = document.getElementById(`category-${category}`)!;
    expect(within(section).getAllByRole("article")).toHaveLength(12);
    const title = category[0].toUpperCase() + category.slice(1);
    const link = within(section).getByRole("link", { name: `See all ${counts[category]} products in ${title}` });
    expect(link).toHaveAttribute("href", `/parts/?category=${category}`);
  }
  expect(fetchMock).not.toHaveBeenCalled();
});

test("1,000 products: a category shows its count, a page of cards and more on demand, from the index fetched once", async () => {
  renderCatalogue();
  await userEvent.click(screen.getByRole("link", { name: `See all ${counts.industrial} products in Industrial` }));
  expect(await screen.findByText(`Showing ${counts.industrial} products`)).toBeInTheDocument();
  expect(window.location.search).toBe("?category=industrial");
  expect(screen.getByRole("link", { name: "Industrial", current: true })).toBeInTheDocument();
  expect(cards()).toHaveLength(24);
  await userEvent.click(screen.getByRole("button", { name: "Show 24 more" }));
  expect(cards()).toHaveLength(48);
  expect([...cards()].map((card) => within(card).getByRole("heading").textContent)).toEqual(
    inCategory("industrial")
      .slice(0, 48)
      .map((product) => product.name),
  );
  await userEvent.click(screen.getByRole("link", { name: "Domestic" }));
  expect(await screen.findByText(`Showing ${counts.domestic} products`)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(INDEX_URL);
});

test("1,000 products: the search finds products beyond the first view, five in the dropdown then '+N more', and opens one", async () => {
  renderCatalogue();
  const expected = matching("RM-0");
  expect(expected.length).toBeGreaterThan(5);
  expect(expected.filter((product) => !firstView.includes(product)).length).toBeGreaterThan(5);
  await userEvent.type(searchBox(), "RM-0");
  const options = await screen.findAllByRole("option");
  expect(options).toHaveLength(5);
  expect(options.map((option) => option.textContent)).toEqual(
    expected.slice(0, 5).map((product) => `${product.name}Industrial`),
  );
  expect(screen.getByText(`+${expected.length - 5} more`)).toBeVisible();
  expect(await screen.findByText(`Showing ${expected.length} products`)).toBeInTheDocument();
  expect(window.location.search).toBe("?q=RM-0");

  await userEvent.click(options[2]);
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(expected[2].name);
  expect(within(dialog).getByText(expected[2].description)).toBeInTheDocument();
  expect(window.location.search).toBe(`?q=RM-0&product=${expected[2].slug}`);
});

test("1,000 products: choosing a filter clears the search", async () => {
  renderCatalogue();
  await userEvent.type(searchBox(), "filter");
  await screen.findByText(`Showing ${matching("filter").length} products`);
  await userEvent.click(screen.getByRole("link", { name: "Domestic" }));
  expect(searchBox()).toHaveValue("");
  expect(window.location.search).toBe("?category=domestic");
  expect(await screen.findByText(`Showing ${counts.domestic} products`)).toBeInTheDocument();
});

test("1,000 products: a shared link opens its view and a product beyond the first view; an unknown one is ignored", async () => {
  const product = inCategory("domestic")[200];
  renderCatalogue(`/parts/?category=domestic&q=${encodeURIComponent(product.name)}&product=${product.slug}`);
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(product.name);
  expect(searchBox()).toHaveValue(product.name);
  expect(screen.getByRole("link", { name: "Domestic", current: true })).toBeInTheDocument();
  expect(await screen.findByText("Showing 1 product")).toBeInTheDocument();
});

test("1,000 products: an unknown product in a shared link opens nothing once the index has come", async () => {
  renderCatalogue("/parts/?product=no-such-product");
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await act(async () => {});
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(cards()).toHaveLength(36);
});
