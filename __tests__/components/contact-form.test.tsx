import React from "react";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sendForm } from "@emailjs/browser";
import { ContactForm } from "../../src/components/contact/contact-form";
import { EMAIL_SEND_TIMEOUT_MS, SENT_MESSAGE_MS } from "../../src/lib/constants";
import { QUEUED_ATTRIBUTE } from "../../src/start-up/queued-submit";
import en from "../../src/i18n/en";
import { renderWithLanguage, runQueuedSubmitScript, serverRendered } from "../test-utils";

jest.mock("@emailjs/browser", () => ({
  ...jest.requireActual("@emailjs/browser"),
  sendForm: jest.fn(),
}));

const props = {
  services: ["Reverse Osmosis", "Water Softening"],
  whatsapp: "https://wa.me/971505572380",
  phone: "+971 4 557 2380",
};

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Aisha");
  await user.type(screen.getByRole("textbox", { name: "E-mail" }), "aisha@example.ae");
  await user.selectOptions(screen.getByRole("combobox", { name: "Service (optional)" }), "Water Softening");
  await user.type(screen.getByRole("textbox", { name: "Message" }), "Hard water in Al Barsha");
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.clearAllMocks();
  jest.useRealTimers();
});

test("built without EmailJS keys: the alert says the form is not configured, offers phone and WhatsApp, keeps the input", async () => {
  const saved = { ...process.env };
  delete process.env.GATSBY_EMAILJS_PUBLIC_KEY;
  delete process.env.GATSBY_EMAILJS_SERVICE_ID;
  delete process.env.GATSBY_EMAILJS_TEMPLATE_ID;
  try {
    const user = userEvent.setup();
    renderWithLanguage(<ContactForm {...props} />);
    await fillAndSend(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your message was not sent.");
    expect(alert).toHaveTextContent(/not set up yet/);
    expect(screen.getByRole("link", { name: /WhatsApp us/ })).toHaveAttribute("href", props.whatsapp);
    expect(screen.getByRole("link", { name: /^Call\s+\+971\s+4\s+557\s+2380$/ })).toHaveAttribute(
      "href",
      "tel:+97145572380",
    );
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Aisha");
    expect(screen.getByRole("combobox", { name: "Service (optional)" })).toHaveValue("Water Softening");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(sendForm).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith("Contact form: the message was not sent.", expect.any(Error));
  } finally {
    process.env = saved;
  }
});

test("success: 'Sending...' disabled, then 'Sent!' with the form reset, then idle after SENT_MESSAGE_MS", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  let resolve!: (value: unknown) => void;
  const send = jest.fn(() => new Promise((r) => (resolve = r)));
  renderWithLanguage(<ContactForm {...props} send={send} />);
  await fillAndSend(user);
  expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  expect(send).toHaveBeenCalledWith(expect.any(HTMLFormElement));
  await act(async () => resolve({ status: 200, text: "OK" }));
  expect(screen.getByRole("button", { name: "Sent!" })).toBeEnabled();
  expect(screen.getByRole("status")).toHaveTextContent(/message has been sent/);
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
  act(() => jest.advanceTimersByTime(SENT_MESSAGE_MS - 1));
  expect(screen.getByRole("button", { name: "Sent!" })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
});

test("a send that never answers ends in the error alert after EMAIL_SEND_TIMEOUT_MS, input kept", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const send = jest.fn(() => new Promise(() => {}));
  renderWithLanguage(<ContactForm {...props} send={send} />);
  await fillAndSend(user);
  await act(async () => jest.advanceTimersByTime(EMAIL_SEND_TIMEOUT_MS - 1));
  expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  expect(screen.queryByRole("alert")).toBeNull();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByRole("alert")).toHaveTextContent(/did not answer within 15 seconds/);
  expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Aisha");
});

test("a filled honeypot fakes success and sends nothing", async () => {
  const user = userEvent.setup();
  const send = jest.fn();
  const { container } = renderWithLanguage(<ContactForm {...props} send={send} />);
  const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(honeypot).toHaveAttribute("tabindex", "-1");
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  honeypot.value = "http://spam.example";
  await fillAndSend(user);
  expect(await screen.findByRole("button", { name: "Sent!" })).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

test("the five fields carry EmailJS's template names, with the page's language; the service list ends with Other", () => {
  const { container } = renderWithLanguage(<ContactForm {...props} />);
  const names = Array.from(container.querySelectorAll("input, select, textarea")).map((el) => el.getAttribute("name"));
  expect(names).toEqual(["page_language", "user_name", "user_email", "user_phone", "service", "message", "website"]);
  expect(container.querySelector<HTMLInputElement>('input[name="page_language"]')?.value).toBe("en");
  const options = Array.from(container.querySelectorAll("option")).map((option) => option.textContent);
  expect(options).toEqual(["No particular service", "Reverse Osmosis", "Water Softening", "Other"]);
});

test("in Arabic: labels, button and the failure alert in the dictionary's words", async () => {
  const user = userEvent.setup();
  const send = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")));
  renderWithLanguage(<ContactForm {...props} send={send} />, "ar");
  expect(screen.getByRole("form", { name: "أرسل لنا رسالة" })).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: "الاسم" }), "عائشة");
  await user.type(screen.getByRole("textbox", { name: "البريد الإلكتروني" }), "aisha@example.ae");
  await user.type(screen.getByRole("textbox", { name: "الرسالة" }), "مياه عسرة في البرشاء");
  expect(screen.getByRole("combobox", { name: "الخدمة (اختياري)" })).toHaveValue("");
  await user.click(screen.getByRole("button", { name: "أرسل الرسالة" }));
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("لم تُرسَل رسالتك.");
  expect(alert).toHaveTextContent("تعذّر علينا الوصول إلى خدمة البريد الإلكتروني لدينا.");
  expect(screen.getByRole("link", { name: /راسلنا عبر واتساب/ })).toHaveAttribute("href", props.whatsapp);
  expect(screen.getByRole("textbox", { name: "الاسم" })).toHaveValue("عائشة");
});

test("on an Arabic page the form sends its language with the fields", () => {
  const { container } = renderWithLanguage(<ContactForm {...props} />, "ar");
  expect(container.querySelector<HTMLInputElement>('input[name="page_language"]')?.value).toBe("ar");
});

describe("before the page's scripts start", () => {
  beforeAll(() => {
    // The early-submit script the form carries (form-notes.tsx), listening on the document.
    runQueuedSubmitScript();
  });

  test("posts to its own page (never its fields in a URL); without JavaScript it says so and offers WhatsApp and a call", () => {
    const { container } = serverRendered(<ContactForm {...props} />);
    expect(container.querySelector("form")).toHaveAttribute("method", "post");
    container.remove();
    const noscript = container.querySelector("noscript")!;
    // A browser running scripts reads a <noscript> as text; its HTML is what others show.
    const note = document.createElement("div");
    note.innerHTML = noscript.textContent!;
    expect(note).toHaveTextContent(en.contact.noScript);
    expect(within(note).getByRole("link", { name: /WhatsApp us/ })).toHaveAttribute("href", props.whatsapp);
    expect(within(note).getByRole("link", { name: /^Call\s+\+971\s+4\s+557\s+2380$/ })).toHaveAttribute(
      "href",
      "tel:+97145572380",
    );
  });

  test("sent before hydration: held with a notice, then sent once, with what was typed, once the form has hydrated", async () => {
    let resolve!: (value: unknown) => void;
    const sent: Array<Record<string, FormDataEntryValue>> = [];
    const send = jest.fn((form: HTMLFormElement) => {
      sent.push(Object.fromEntries(new FormData(form)));
      return new Promise((r) => (resolve = r));
    });
    const page = serverRendered(<ContactForm {...props} send={send} />);
    const form = page.container.querySelector("form")!;
    const set = (name: string, value: string) => {
      form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
    };
    set("user_name", "Aisha");
    set("user_email", "aisha@example.ae");
    set("service", "Water Softening");
    set("message", "Hard water in Al Barsha");
    form.requestSubmit();
    expect(form).toHaveAttribute(QUEUED_ATTRIBUTE);
    const notice = within(page.container).getByText(en.contact.queued);
    expect(notice).toBeVisible();
    expect(notice).toHaveAttribute("role", "status");

    await act(async () => {
      page.hydrate();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent[0]).toMatchObject({
      user_name: "Aisha",
      user_email: "aisha@example.ae",
      service: "Water Softening",
      message: "Hard water in Al Barsha",
    });
    expect(form).not.toHaveAttribute(QUEUED_ATTRIBUTE);
    expect(notice).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(async () => resolve({ status: 200, text: "OK" }));
    expect(screen.getByRole("button", { name: "Sent!" })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("values filled in for the visitor (a quotation request)", () => {
  const fillIn = { service: "Reverse Osmosis", message: "Hello, I would like a quotation for the RO plant." };
  const field = {
    name: () => screen.getByRole("textbox", { name: "Name" }),
    service: () => screen.getByRole("combobox", { name: "Service (optional)" }),
    message: () => screen.getByRole("textbox", { name: "Message" }),
  };

  test("go into the fields the visitor left empty, and stay editable", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithLanguage(<ContactForm {...props} />);
    await user.type(field.name(), "Aisha");
    rerender(<ContactForm {...props} fillIn={fillIn} />);
    expect(field.service()).toHaveValue("Reverse Osmosis");
    expect(field.message()).toHaveValue(fillIn.message);
    expect(field.name()).toHaveValue("Aisha");
    await user.type(field.message(), " For a villa.");
    expect(field.message()).toHaveValue(`${fillIn.message} For a villa.`);
  });

  test("never replace what the visitor typed or chose, and a new render does not fill in again", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithLanguage(<ContactForm {...props} />);
    await user.selectOptions(field.service(), "Water Softening");
    await user.type(field.message(), "Hard water in Al Barsha");
    rerender(<ContactForm {...props} fillIn={fillIn} />);
    expect(field.service()).toHaveValue("Water Softening");
    expect(field.message()).toHaveValue("Hard water in Al Barsha");
    await user.clear(field.message());
    rerender(<ContactForm {...props} fillIn={fillIn} />);
    expect(field.message()).toHaveValue("");
  });

  test("after sending, the form goes back to them", async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => ({ status: 200, text: "OK" }));
    renderWithLanguage(<ContactForm {...props} fillIn={fillIn} send={send} />);
    await user.type(field.name(), "Aisha");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "aisha@example.ae");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("button", { name: "Sent!" })).toBeEnabled();
    expect(field.name()).toHaveValue("");
    expect(field.service()).toHaveValue("Reverse Osmosis");
    expect(field.message()).toHaveValue(fillIn.message);
  });
});
