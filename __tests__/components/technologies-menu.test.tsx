import React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TechnologiesMenu } from "../../src/components/layout/technologies-menu";
import { renderWithLanguage } from "../test-utils";

const technologies = [
  { slug: "reverse-osmosis", name: "Reverse Osmosis" },
  { slug: "desalination", name: "Desalination" },
];

function renderMenu(pathname = "/") {
  return renderWithLanguage(
    <ul>
      <TechnologiesMenu technologies={technologies} pathname={pathname} linkClassName="link" />
    </ul>,
  );
}

test("the dropdown is closed at first and opens on click", async () => {
  renderMenu();
  const toggle = screen.getByRole("button", { name: "Show technologies" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("link", { name: "Reverse Osmosis" })).not.toBeInTheDocument();

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("link", { name: "Reverse Osmosis" })).toHaveAttribute(
    "href",
    "/technologies/reverse-osmosis/",
  );
  expect(screen.getByRole("link", { name: "View All Technologies" })).toHaveAttribute("href", "/technologies/");
});

test("the button holds the item's name for narrow screens, marked under the index, hidden from assistive technology", () => {
  renderMenu("/technologies/reverse-osmosis/");
  const toggle = screen.getByRole("button", { name: "Show technologies" });
  const label = within(toggle).getByText("Technologies");
  expect(label).toHaveAttribute("aria-hidden", "true");
  expect(label).toHaveClass("link", "active");
});

test("the name is not marked elsewhere", () => {
  renderMenu("/about/");
  const toggle = screen.getByRole("button", { name: "Show technologies" });
  expect(within(toggle).getByText("Technologies")).not.toHaveClass("active");
});

test("Escape closes the dropdown and returns focus to its button", async () => {
  renderMenu();
  const toggle = screen.getByRole("button", { name: "Show technologies" });
  await userEvent.click(toggle);
  await userEvent.tab();
  expect(screen.getByRole("link", { name: "Reverse Osmosis" })).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(toggle).toHaveFocus();
});

test("focus moving on past the dropdown closes it, so it hides nothing that has the focus", async () => {
  renderWithLanguage(
    <ul>
      <TechnologiesMenu technologies={technologies} pathname="/" linkClassName="link" />
      <li>
        <a href="/industries/">Industries</a>
      </li>
    </ul>,
  );
  const toggle = screen.getByRole("button", { name: "Show technologies" });
  await userEvent.click(toggle);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole("link", { name: "View All Technologies" })).toHaveFocus();
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  await userEvent.tab();
  expect(screen.getByRole("link", { name: "Industries" })).toHaveFocus();
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("a tap on the next item, which focuses it, leaves the dropdown open until the click", async () => {
  renderWithLanguage(
    <ul>
      <TechnologiesMenu technologies={technologies} pathname="/" linkClassName="link" />
      <li>
        <a href="/industries/">Industries</a>
      </li>
    </ul>,
  );
  const toggle = screen.getByRole("button", { name: "Show technologies" });
  await userEvent.click(toggle);
  const industries = screen.getByRole("link", { name: "Industries" });
  fireEvent.pointerDown(industries);
  fireEvent.mouseDown(industries);
  industries.focus();
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  fireEvent.click(industries);
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("the dropdown closes when the page changes", async () => {
  const { rerender } = renderMenu("/");
  await userEvent.click(screen.getByRole("button", { name: "Show technologies" }));
  rerender(
    <ul>
      <TechnologiesMenu technologies={technologies} pathname="/about/" linkClassName="link" />
    </ul>,
  );
  expect(screen.getByRole("button", { name: "Show technologies" })).toHaveAttribute("aria-expanded", "false");
});

test("a click elsewhere closes the dropdown; a pointer only pressed elsewhere does not, so the click lands where it was aimed", async () => {
  renderWithLanguage(
    <ul>
      <TechnologiesMenu technologies={technologies} pathname="/" linkClassName="link" />
      <li>
        <a href="/industries/">Industries</a>
      </li>
    </ul>,
  );
  const toggle = screen.getByRole("button", { name: "Show technologies" });
  await userEvent.click(toggle);
  const industries = screen.getByRole("link", { name: "Industries" });
  fireEvent.pointerDown(industries);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  fireEvent.click(industries);
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});

describe("with a mouse on a wide screen", () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  // fireEvent rather than userEvent: user-event's pointer moves inside the item report
  // entering it again, which a browser does not.
  test("hovering opens the dropdown, and a click on its chevron then keeps it open", () => {
    renderMenu();
    const toggle = screen.getByRole("button", { name: "Show technologies" });
    const item = toggle.closest("li")!;
    fireEvent.mouseEnter(item);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // A second click closes it; the pointer leaving closes it, coming back opens it.
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.mouseLeave(item);
    fireEvent.mouseEnter(item);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.mouseLeave(item);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes a dropdown opened under the resting pointer, with the focus elsewhere", () => {
    renderMenu();
    const toggle = screen.getByRole("button", { name: "Show technologies" });
    fireEvent.mouseEnter(toggle.closest("li")!);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).not.toHaveFocus();
  });
});

test("in Arabic: Arabic names, links under /ar/, marked under the Arabic index", async () => {
  renderWithLanguage(
    <ul>
      <TechnologiesMenu technologies={technologies} pathname="/ar/technologies/desalination/" linkClassName="link" />
    </ul>,
    "ar",
  );
  const toggle = screen.getByRole("button", { name: "عرض التقنيات" });
  expect(within(toggle).getByText("التقنيات")).toHaveClass("active");
  await userEvent.click(toggle);
  expect(screen.getByRole("link", { name: "Desalination" })).toHaveAttribute("href", "/ar/technologies/desalination/");
  expect(screen.getByRole("link", { name: "عرض جميع التقنيات" })).toHaveAttribute("href", "/ar/technologies/");
});
