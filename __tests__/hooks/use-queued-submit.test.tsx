import React, { useRef } from "react";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { EARLY_SUBMIT_PROPS, useQueuedSubmit } from "../../src/hooks/use-queued-submit";
import { QUEUED_ATTRIBUTE, QUEUED_NOTICE_ATTRIBUTE } from "../../src/start-up/queued-submit";
import { runQueuedSubmitScript } from "../test-utils";

/**
 * The hook with the early-submit script (src/start-up/queued-submit.ts), as a page runs them: the
 * server HTML first, a submit before React hydrates it, then the hydration.
 */
beforeAll(() => {
  runQueuedSubmitScript();
});

/**
 * React's development build notices that the notice was shown before it hydrated (the
 * production build, which the site runs, says nothing); nothing else may be logged.
 */
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  const logged = consoleError.mock.calls.filter(
    ([message, prop]) => !(String(message).includes("Prop `%s` did not match") && prop === "hidden"),
  );
  consoleError.mockRestore();
  document.body.innerHTML = "";
  expect(logged).toEqual([]);
});

const onSubmit = jest.fn((event: React.FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return new FormData(event.currentTarget).get("user_name");
});

function Form() {
  const form = useRef<HTMLFormElement>(null);
  useQueuedSubmit(form);
  return (
    <form ref={form} method="post" aria-label="Message" onSubmit={onSubmit} {...EARLY_SUBMIT_PROPS}>
      <input name="user_name" aria-label="Name" />
      <p role="status" hidden {...{ [QUEUED_NOTICE_ATTRIBUTE]: "" }}>
        Will be sent
      </p>
      <button type="submit">Send</button>
    </form>
  );
}

/** The server HTML in a container of the document, not hydrated yet. */
function serverHtml() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return { container, form: container.querySelector("form")!, notice: container.querySelector("p")! };
}

beforeEach(() => onSubmit.mockClear());

test("a form sent before it hydrated is sent once it has, through its onSubmit, with what was typed; the notice goes", async () => {
  const { container, form, notice } = serverHtml();
  container.querySelector("input")!.value = "Aisha";
  form.requestSubmit();
  expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
  expect(notice.hidden).toBe(false);
  expect(onSubmit).not.toHaveBeenCalled();

  await act(async () => {
    render(<Form />, { container, hydrate: true });
  });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveReturnedWith("Aisha");
  expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
  expect(notice.hidden).toBe(true);
  expect(screen.queryByRole("status")).toBeNull();
});

test("a form not sent before it hydrated is not sent by hydrating it; a submit after that goes through React alone", async () => {
  const { container, form } = serverHtml();
  await act(async () => {
    render(<Form />, { container, hydrate: true });
  });
  expect(onSubmit).not.toHaveBeenCalled();

  act(() => screen.getByRole("button", { name: "Send" }).click());
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
  expect(screen.queryByRole("status")).toBeNull();
});

test("two presses before it hydrated send it once", async () => {
  const { container, form } = serverHtml();
  form.requestSubmit();
  form.requestSubmit();
  await act(async () => {
    render(<Form />, { container, hydrate: true });
  });
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
