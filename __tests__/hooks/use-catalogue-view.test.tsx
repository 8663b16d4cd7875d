import React, { useRef } from "react";
import { act, render, screen } from "@testing-library/react";
import { useCatalogueView } from "../../src/hooks/use-catalogue-view";
import { withQuery } from "../../src/lib/catalogue-query";
import { renderServerHtml } from "../test-utils";

const SLUGS = ["shower-filter", "uv-sterilizer"];

/** The catalogue's view with its search box, as PartsCatalogue wires them. */
function Catalogue() {
  const searchBox = useRef<HTMLInputElement>(null);
  const { view, update } = useCatalogueView(SLUGS, undefined, searchBox);
  return (
    <>
      <input
        ref={searchBox}
        aria-label="Search"
        value={view.query}
        onChange={(event) => update(withQuery(view, event.target.value))}
      />
      <output>{`${view.category}|${view.query}`}</output>
    </>
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

/** The server HTML (the default view: the static page has no query), then hydrated. */
async function hydrateAfter(typed: string) {
  const container = document.createElement("div");
  container.innerHTML = renderServerHtml(<Catalogue />);
  document.body.append(container);
  container.querySelector("input")!.value = typed;
  await act(async () => {
    render(<Catalogue />, { container, hydrate: true });
  });
}

test("text typed into the search box before the page ran is searched for once it runs, with the URL's category", async () => {
  window.history.replaceState(null, "", "/parts/?category=domestic");
  const entries = window.history.length;
  await hydrateAfter("filter");
  expect(screen.getByRole("status")).toHaveTextContent("domestic|filter");
  expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("filter");
  expect(window.location.search).toBe("?category=domestic&q=filter");
  // Typing replaces the entry, as typing after the page runs does.
  expect(window.history.length).toBe(entries);
});

test("nothing typed: the URL's view, search included, is shown as it is", async () => {
  window.history.replaceState(null, "", "/parts/?q=ro&product=uv-sterilizer");
  await hydrateAfter("");
  expect(screen.getByRole("status")).toHaveTextContent("all|ro");
  expect(window.location.search).toBe("?q=ro&product=uv-sterilizer");
});
