import React, { useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProductSearch, type SearchableProduct } from "../../src/components/parts/product-search";
import { renderWithLanguage } from "../test-utils";

const products: SearchableProduct[] = Array.from({ length: 7 }, (_, index) => ({
  slug: `filter-${index + 1}`,
  name: `Filter ${index + 1}`,
  category: "domestic",
  description: "A cartridge filter",
}));

function Search({ onChoose = () => {} }: { onChoose?: (slug: string) => void }) {
  const [value, setValue] = useState("");
  const query = value.trim().toLowerCase();
  const matches = products.filter((product) => query !== "" && product.name.toLowerCase().includes(query));
  return <ProductSearch value={value} onChange={setValue} matches={matches} onChoose={onChoose} />;
}

test("closed, the list has no options at all (nothing hidden in the page's HTML)", () => {
  const { container } = renderWithLanguage(<Search />);
  const box = screen.getByRole("combobox", { name: "Search products" });
  expect(box).toHaveAttribute("aria-expanded", "false");
  expect(container.querySelector('[role="listbox"]')).toBeEmptyDOMElement();
  expect(container).not.toHaveTextContent(/more|No products found/);
});

test("typing shows at most five matches, then '+N more'; no match says so", async () => {
  renderWithLanguage(<Search />);
  const box = screen.getByRole("combobox", { name: "Search products" });
  await userEvent.type(box, "filter");
  expect(box).toHaveAttribute("aria-expanded", "true");
  expect(screen.getAllByRole("option")).toHaveLength(5);
  expect(screen.getByText("+2 more")).toBeVisible();

  await userEvent.clear(box);
  await userEvent.type(box, "membrane");
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  expect(screen.getByText("No products found")).toBeVisible();
});

test("Escape closes the dropdown and empties the list again", async () => {
  const { container } = renderWithLanguage(<Search />);
  const box = screen.getByRole("combobox", { name: "Search products" });
  await userEvent.type(box, "filter{Escape}");
  expect(box).toHaveAttribute("aria-expanded", "false");
  expect(container.querySelector('[role="listbox"]')).toBeEmptyDOMElement();
});

test("after Escape, the first Arrow Down reopens the list on the first match", async () => {
  renderWithLanguage(<Search />);
  const box = screen.getByRole("combobox", { name: "Search products" });
  await userEvent.type(box, "filter{Escape}{ArrowDown}{ArrowDown}");
  expect(box).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("option", { selected: true })).toHaveTextContent("Filter 2");
});
