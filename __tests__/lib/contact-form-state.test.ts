import {
  INITIAL_CONTACT_FORM_STATE,
  contactFormReducer,
  isSubmitDisabled,
  submitLabel,
  type ContactFormEvent,
  type ContactFormState,
} from "../../src/lib/contact-form-state";
import type { SendFailure } from "../../src/lib/send-failure";
import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";

const failure: SendFailure = { kind: "network", status: 0 };
const labels = en.contact.submit;
const run = (events: ContactFormEvent[], from: ContactFormState = INITIAL_CONTACT_FORM_STATE) =>
  events.reduce(contactFormReducer, from);

test("idle shows 'Send message' and can be submitted", () => {
  expect(INITIAL_CONTACT_FORM_STATE).toEqual({ status: "idle" });
  expect(submitLabel(INITIAL_CONTACT_FORM_STATE, labels)).toBe("Send message");
  expect(isSubmitDisabled(INITIAL_CONTACT_FORM_STATE)).toBe(false);
});

test("submit: 'Sending...' with the button disabled", () => {
  const state = run([{ type: "submit" }]);
  expect(state).toEqual({ status: "sending" });
  expect(submitLabel(state, labels)).toBe("Sending...");
  expect(submitLabel(state, ar.contact.submit)).toBe("جارٍ الإرسال…");
  expect(isSubmitDisabled(state)).toBe(true);
});

test("success: 'Sent!', then idle again when its time is over", () => {
  const sent = run([{ type: "submit" }, { type: "succeeded" }]);
  expect(sent).toEqual({ status: "sent" });
  expect(submitLabel(sent, labels)).toBe("Sent!");
  expect(isSubmitDisabled(sent)).toBe(false);
  expect(contactFormReducer(sent, { type: "sentTimeout" })).toEqual({ status: "idle" });
});

test("failure: the reason is kept and the button is active again", () => {
  const failed = run([{ type: "submit" }, { type: "failed", failure }]);
  expect(failed).toEqual({ status: "failed", failure });
  expect(isSubmitDisabled(failed)).toBe(false);
  expect(submitLabel(failed, labels)).toBe("Send message");
  expect(contactFormReducer(failed, { type: "submit" })).toEqual({ status: "sending" });
});

test("a second submit while sending is ignored", () => {
  const sending = run([{ type: "submit" }]);
  expect(contactFormReducer(sending, { type: "submit" })).toBe(sending);
});

test("late or stray events do not change the state", () => {
  const idle = INITIAL_CONTACT_FORM_STATE;
  expect(contactFormReducer(idle, { type: "succeeded" })).toBe(idle);
  expect(contactFormReducer(idle, { type: "failed", failure })).toBe(idle);
  expect(contactFormReducer(idle, { type: "sentTimeout" })).toBe(idle);
  // A new submit during 'Sent!' starts sending; the old timer must not end it.
  const sendingAgain = run([{ type: "submit" }, { type: "succeeded" }, { type: "submit" }]);
  expect(contactFormReducer(sendingAgain, { type: "sentTimeout" })).toEqual({ status: "sending" });
});

test("a form can bring its own labels (the booking's come from its content)", () => {
  const booking = { idle: "Book my free test", sending: "Booking...", sent: "Booked!" };
  expect(submitLabel(INITIAL_CONTACT_FORM_STATE, booking)).toBe("Book my free test");
  expect(submitLabel(run([{ type: "submit" }]), booking)).toBe("Booking...");
  expect(submitLabel(run([{ type: "submit" }, { type: "succeeded" }]), booking)).toBe("Booked!");
  expect(submitLabel(run([{ type: "submit" }, { type: "failed", failure }]), booking)).toBe("Book my free test");
});
