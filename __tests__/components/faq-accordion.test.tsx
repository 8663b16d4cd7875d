import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { FaqAccordion } from "../../src/components/ui/faq-accordion";

const items = [
  { question: "How often should I change filters?", answer: "Every six months." },
  { question: "Do you service villas?", answer: "Yes, across the UAE." },
  { question: "Is softened water safe to drink?", answer: "Yes, for most people." },
];

const button = (name: string) => screen.getByRole("button", { name });

test("the first item is open initially, the others closed", () => {
  render(<FaqAccordion items={items} />);
  expect(button(items[0].question)).toHaveAttribute("aria-expanded", "true");
  expect(button(items[1].question)).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByText("Every six months.")).toBeVisible();
  expect(screen.getByText("Yes, across the UAE.")).not.toBeVisible();
});

test("opening one item closes the other", async () => {
  render(<FaqAccordion items={items} />);
  await userEvent.click(button(items[2].question));
  expect(button(items[2].question)).toHaveAttribute("aria-expanded", "true");
  expect(button(items[0].question)).toHaveAttribute("aria-expanded", "false");
  expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(1);
});

test("clicking the open item closes it", async () => {
  render(<FaqAccordion items={items} />);
  await userEvent.click(button(items[0].question));
  expect(button(items[0].question)).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryAllByRole("region")).toHaveLength(0);
});

test("each button controls its answer region", () => {
  render(<FaqAccordion items={items} />);
  const first = button(items[0].question);
  const region = document.getElementById(first.getAttribute("aria-controls") ?? "");
  expect(region).toHaveTextContent("Every six months.");
  expect(region).toHaveAttribute("aria-labelledby", first.id);
});

test("it shows the questions it is given, in order, and runs no query of its own", () => {
  render(<FaqAccordion items={items} />);
  expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(items.map((item) => item.question));
  expect(useStaticQuery).not.toHaveBeenCalled();
});
