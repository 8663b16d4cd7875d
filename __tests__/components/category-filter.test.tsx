import React, { useState } from "react";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CategoryFilter } from "../../src/components/parts/category-filter";
import type { CategoryFilter as Filter } from "../../src/lib/catalogue";
import { renderWithLanguage } from "../test-utils";

const hrefOf = (category: Filter) => (category === "all" ? "/parts/" : `/parts/?category=${category}`);

function Filters({ onChange = () => {} }: { onChange?: (category: Filter) => void }) {
  const [value, setValue] = useState<Filter>("all");
  return (
    <CategoryFilter
      value={value}
      hrefOf={hrefOf}
      onChange={(category) => {
        onChange(category);
        setValue(category);
      }}
    />
  );
}

test("links to each filtered view (a tap before the scripts start opens it), the chosen one current", () => {
  renderWithLanguage(<Filters />);
  const group = screen.getByRole("group", { name: "Filter products by category" });
  expect(group).toBeInTheDocument();
  const links = screen.getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["All products", "/parts/"],
    ["Commercial", "/parts/?category=commercial"],
    ["Industrial", "/parts/?category=industrial"],
    ["Domestic", "/parts/?category=domestic"],
  ]);
  expect(screen.getByRole("link", { name: "All products" })).toHaveAttribute("aria-current", "true");
  expect(screen.getByRole("link", { name: "Commercial" })).not.toHaveAttribute("aria-current");
});

test("a click is handled in place: the view changes, the page does not load the link", async () => {
  const onChange = jest.fn();
  renderWithLanguage(<Filters onChange={onChange} />);
  const commercial = screen.getByRole("link", { name: "Commercial" });
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  fireEvent(commercial, click);
  expect(click.defaultPrevented).toBe(true);
  expect(onChange).toHaveBeenCalledWith("commercial");
  expect(commercial).toHaveAttribute("aria-current", "true");
  expect(screen.getByRole("link", { name: "All products" })).not.toHaveAttribute("aria-current");

  await userEvent.setup().keyboard("{Tab}{Enter}");
  expect(onChange).toHaveBeenLastCalledWith("all");
});

test("a click with a key held or another button is the browser's (a new tab or window)", () => {
  const onChange = jest.fn();
  renderWithLanguage(<Filters onChange={onChange} />);
  const industrial = screen.getByRole("link", { name: "Industrial" });
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    fireEvent(industrial, click);
    expect(click.defaultPrevented).toBe(false);
  }
  expect(onChange).not.toHaveBeenCalled();
  expect(industrial).not.toHaveAttribute("aria-current");
});
