import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { FaqAccordion } from "../../src/components/ui/faq-accordion";

const defaultFaq = [
  { question: "Default one?", answer: "A." },
  { question: "Default two?", answer: "B." },
  { question: "Default three?", answer: "C." },
];

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ allFaqEntry: { nodes: defaultFaq } });
});

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

test("without items it shows the three default questions, the first open", () => {
  render(<FaqAccordion />);
  const buttons = screen.getAllByRole("button");
  expect(buttons.map((b) => b.textContent)).toEqual(defaultFaq.map((item) => item.question));
  expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
});

test("given items replace the defaults", () => {
  render(<FaqAccordion items={items} />);
  expect(screen.queryByRole("button", { name: "Default one?" })).not.toBeInTheDocument();
  expect(screen.getAllByRole("button")).toHaveLength(3);
});
