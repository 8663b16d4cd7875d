import { scrollOnRouteUpdate } from "../../src/lib/scroll";

test("a new page scrolls to the top, also on back and forward", () => {
  expect(scrollOnRouteUpdate("/about/", "/parts/", "")).toBe("top");
});

test("a link to a place on another page scrolls there", () => {
  expect(scrollOnRouteUpdate("/", "/contact/", "#message")).toBe("hash");
});

test("a change of the query only (catalogue filters) keeps the place", () => {
  expect(scrollOnRouteUpdate("/parts/", "/parts/", "")).toBe("keep");
});

test("the first render leaves Gatsby's restoration of a reload alone", () => {
  expect(scrollOnRouteUpdate(undefined, "/parts/", "")).toBe("restore");
});
