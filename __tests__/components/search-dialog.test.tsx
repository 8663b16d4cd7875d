import React from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import SearchDialog from "../../src/components/search/search-dialog";
import { SITE_SEARCH_DEBOUNCE_MS } from "../../src/lib/constants";
import type { SearchHit } from "../../src/lib/pagefind-search";
import { renderWithLanguage } from "../test-utils";

// jsdom has <dialog> without showModal()/close(): a minimal stand-in.
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
  jest.useFakeTimers();
  jest.mocked(navigate).mockClear();
});
afterEach(() => jest.useRealTimers());

const PAGES: SearchHit[] = [
  {
    url: "/ar/technologies/reverse-osmosis/",
    title: "أنظمة التناضح العكسي",
    text: "تزيل أنظمة التناضح العكسي الأملاح الذائبة من مياه الشبكة.",
  },
  { url: "/ar/parts/ro-membrane/", title: "غشاء التناضح العكسي", text: "غشاء بديل لأجهزة التناضح العكسي المنزلية." },
];

// Each look-up answers with a list of its own, as Pagefind does.
function renderDialog(search = jest.fn(async (query: string) => (query.includes("التناضح") ? [...PAGES] : []))) {
  const onClose = jest.fn();
  const view = renderWithLanguage(<SearchDialog open onClose={onClose} search={search} />, "ar");
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...view, onClose, search, user, box: screen.getByRole("combobox", { name: "بحث" }) };
}

/** Lets the debounce run out and the search's promise settle. */
const settle = () => act(async () => jest.advanceTimersByTime(SITE_SEARCH_DEBOUNCE_MS));

test("opens in a search landmark with the box focused; nothing is looked up before the visitor types", () => {
  const { box, search } = renderDialog();
  expect(screen.getByRole("dialog", { name: "البحث في الموقع" })).toBeInTheDocument();
  expect(screen.getByRole("search")).toContainElement(box);
  expect(box).toHaveFocus();
  expect(box).toHaveAttribute("aria-expanded", "false");
  expect(search).not.toHaveBeenCalled();
});

test("looks up the folded query once the visitor pauses, then lists the pages with a count in a live status", async () => {
  const { box, search, user } = renderDialog();
  await user.type(box, "التَّناضح العكسى");
  expect(screen.getByRole("status")).toHaveTextContent("جارٍ البحث…");
  await settle();
  // One look-up for the whole query, spelled as the index holds it.
  expect(search).toHaveBeenCalledTimes(1);
  expect(search).toHaveBeenCalledWith("التناضح العكسي");
  expect(box).toHaveAttribute("aria-expanded", "true");
  const options = screen.getAllByRole("option");
  expect(options.map((option) => option.getAttribute("href"))).toEqual(PAGES.map((page) => page.url));
  expect(options[0]).toHaveTextContent(/^أنظمة التناضح العكسي/);
  // The snippet marks the words in the page's own spelling.
  expect([...options[0].querySelectorAll("mark")].map((mark) => mark.textContent)).toContain("العكسي");
  expect(screen.getByRole("status")).toHaveTextContent("عدد النتائج: 2");
});

test("arrow keys move the active result (aria-activedescendant), Enter follows it and closes the dialog", async () => {
  const { box, user, onClose } = renderDialog();
  await user.type(box, "التناضح");
  await settle();
  await user.keyboard("{ArrowDown}{ArrowDown}");
  const options = screen.getAllByRole("option");
  expect(box).toHaveAttribute("aria-activedescendant", options[1].id);
  expect(options[1]).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowDown}");
  expect(box).toHaveAttribute("aria-activedescendant", options[0].id);
  await user.keyboard("{ArrowUp}{Enter}");
  expect(navigate).toHaveBeenCalledWith("/ar/parts/ro-membrane/");
  expect(onClose).toHaveBeenCalled();
});

test("the chosen result is scrolled into view as the arrow keys move it", async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const { box, user } = renderDialog();
  await user.type(box, "التناضح");
  await settle();
  expect(scrollIntoView).not.toHaveBeenCalled();
  await user.keyboard("{ArrowDown}{ArrowDown}");
  const options = screen.getAllByRole("option");
  expect(scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest" });
  expect(scrollIntoView.mock.contexts.at(-1)).toBe(options[1]);
});

test("new results clear the chosen one: the choice belongs to the list it was made in", async () => {
  const { box, user } = renderDialog();
  await user.type(box, "التناضح");
  await settle();
  await user.keyboard("{ArrowDown}");
  expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
  await user.type(box, " العكسي");
  await settle();
  expect(screen.getAllByRole("option")).toHaveLength(2);
  for (const option of screen.getAllByRole("option")) expect(option).toHaveAttribute("aria-selected", "false");
  expect(box).not.toHaveAttribute("aria-activedescendant");
  await user.keyboard("{ArrowDown}");
  expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
});

test("Enter without a chosen result follows nothing", async () => {
  const { box, user } = renderDialog();
  await user.type(box, "التناضح");
  await settle();
  await user.keyboard("{Enter}");
  expect(navigate).not.toHaveBeenCalled();
});

test("says so when nothing matches, and when the search cannot run", async () => {
  const { box, user, unmount } = renderDialog();
  await user.type(box, "ماء");
  await settle();
  expect(screen.getByRole("status")).toHaveTextContent("لا توجد نتائج لـ «ماء»");
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  unmount();

  const failing = renderDialog(
    jest.fn<Promise<SearchHit[]>, [string]>(async () => Promise.reject(new Error("offline"))),
  );
  await failing.user.type(failing.box, "فلتر");
  await settle();
  expect(screen.getByRole("status")).toHaveTextContent("البحث غير متاح الآن");
});

test("an answer to a query the visitor has since changed is dropped", async () => {
  let answer: (hits: SearchHit[]) => void = () => {};
  const slow = jest.fn<Promise<SearchHit[]>, [string]>(() => new Promise<SearchHit[]>((resolve) => (answer = resolve)));
  const { box, user } = renderDialog(slow);
  await user.type(box, "التناضح");
  await settle();
  const first = answer;
  await user.type(box, " العكسي");
  await act(async () => first(PAGES));
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  expect(screen.getByRole("status")).toHaveTextContent("جارٍ البحث…");
});
