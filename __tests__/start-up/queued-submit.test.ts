import { parse } from "acorn";
import {
  EARLY_SUBMIT_ATTRIBUTE,
  QUEUED_ATTRIBUTE,
  QUEUED_NOTICE_ATTRIBUTE,
  QUEUED_SUBMIT_SCRIPT,
} from "../../src/start-up/queued-submit";
import { runQueuedSubmitScript } from "../test-utils";

/**
 * The early-submit script, run in jsdom as a page runs it: once, listening on the document. A
 * listener on a container below the document stands in for React's on its root.
 */
beforeAll(() => {
  runQueuedSubmitScript();
});

afterEach(() => {
  document.body.innerHTML = "";
});

/** A page's root (React's container), holding a form as the server wrote it. */
function page({ optIn = true } = {}) {
  const root = document.createElement("div");
  root.innerHTML =
    `<form method="post" ${optIn ? EARLY_SUBMIT_ATTRIBUTE : ""}>` +
    `<input name="user_name" value="Aisha"><p ${QUEUED_NOTICE_ATTRIBUTE} hidden>Soon</p>` +
    `<button type="submit">Send</button></form>`;
  document.body.append(root);
  const form = root.querySelector("form")!;
  const notice = root.querySelector<HTMLElement>(`[${QUEUED_NOTICE_ATTRIBUTE}]`)!;
  const submit = () => {
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  };
  return { root, form, notice, submit };
}

test("is ES5, so that every browser that runs scripts runs it", () => {
  expect(() => parse(QUEUED_SUBMIT_SCRIPT, { ecmaVersion: 5 })).not.toThrow();
});

test("a submit nothing has prevented (the form is not hydrated yet) is held: the form is marked and says it will be sent", () => {
  const { form, notice, submit } = page();
  const event = submit();
  expect(event.defaultPrevented).toBe(true);
  expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
  expect(notice.hidden).toBe(false);
});

test("a submit React handled (prevented below the document) is left alone", () => {
  const { root, form, notice, submit } = page();
  root.addEventListener("submit", (event) => event.preventDefault());
  submit();
  expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
  expect(notice.hidden).toBe(true);
});

test("a form that did not opt in is left to the browser", () => {
  const { form, notice, submit } = page({ optIn: false });
  const event = submit();
  expect(event.defaultPrevented).toBe(false);
  expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
  expect(notice.hidden).toBe(true);
});
