import { useCallback, useRef, useState, type RefObject } from "react";
import { sendWaterTestBooking } from "../lib/email";
import {
  BOOKING_FIELDS,
  EMPTY_BOOKING,
  bookingDraftFromForm,
  bookingFieldProblem,
  bookingProblems,
  type BookingChoices,
  type BookingDraft,
  type BookingField,
  type BookingProblems,
  type BookingWording,
} from "../lib/water-test-booking";
import { bookingTemplateParams, type BookingTemplateParams } from "../lib/booking-messages";
import { useSendState } from "./use-send-state";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";

export type SendBooking = (params: BookingTemplateParams) => Promise<unknown>;

export interface UseBookingFormOptions {
  choices: BookingChoices;
  /** How the booking sent is written: the page's language, its dates and time windows. */
  wording: BookingWording;
  /** data/company.json openingHours.days. */
  workingDays: readonly string[];
  send?: SendBooking;
  /** The current time; tests pass a fixed one. */
  now: () => Date;
  /** The form: what it holds when it hydrates becomes the draft. */
  form: RefObject<HTMLFormElement>;
  /** The emirate the page's link chose (?emirate=<slug>), read once in the browser as the form starts. */
  chosenByLink?: () => string | null;
}

/** Choices are checked as soon as they change: a tick cannot be half done. */
const CHECKED_ON_CHANGE: ReadonlySet<BookingField> = new Set(["propertyType", "waterSource", "concerns", "consent"]);

/**
 * The booking form's data: what the visitor entered, the problem of each field and the
 * booking last sent. A field is checked when the visitor leaves it after changing it (a
 * choice when it changes), a field showing a problem again at every change (so the
 * message goes as soon as it is fixed), and every field on submit. Sending runs through
 * useSendState, as the contact form does; on success the form empties and the sent
 * booking stays for the confirmation; on failure everything typed stays. What the
 * visitor entered before the page's scripts started is taken from the form as it hydrates.
 */
export function useBookingForm({
  choices,
  wording,
  workingDays,
  send = sendWaterTestBooking,
  now,
  form,
  chosenByLink = () => null,
}: UseBookingFormOptions) {
  const [draft, setDraftState] = useState<BookingDraft>(EMPTY_BOOKING);
  const [problems, setProblems] = useState<BookingProblems>({});
  const [booked, setBooked] = useState<BookingDraft | null>(null);
  const { state, submit } = useSendState(send, "Water-test booking: the booking was not sent.");
  // The latest values at once, for handlers that run before React renders again.
  const latest = useRef(draft);
  const changed = useRef(new Set<BookingField>());
  const dateBadInput = useRef(false);

  const setDraft = (next: BookingDraft) => {
    latest.current = next;
    setDraftState(next);
  };

  // What the visitor typed or chose before the page's scripts started is in the fields, not
  // in the draft: React keeps a field's value when it hydrates, but writes the draft's
  // value into it at the next render. So the draft takes the fields' values once, when the
  // form has hydrated and before anything renders again; a field so filled is checked
  // when the visitor leaves it, as if typed now. A form rendered in the browser starts empty.
  // The emirate a link chose is set in the server HTML's select by a script before the form
  // hydrates (src/start-up/emirate-choice.ts); a form rendered in the browser (a link followed
  // within the site) takes it here, unless the visitor chose one already.
  useBrowserLayoutEffect(() => {
    if (!form.current) return;
    const fromForm = bookingDraftFromForm(new FormData(form.current));
    const linked = fromForm.emirate === "" ? chosenByLink() : null;
    const entered = linked ? { ...fromForm, emirate: linked } : fromForm;
    const filled = BOOKING_FIELDS.filter((field) => String(entered[field]) !== String(EMPTY_BOOKING[field]));
    if (filled.length === 0) return;
    for (const field of filled) changed.current.add(field);
    latest.current = entered;
    setDraftState(entered);
    // Once, as the form starts: a later change of the link's function changes nothing.
  }, [form]);

  const rules = useCallback(
    () => ({ now: now(), workingDays, choices, dateBadInput: dateBadInput.current }),
    [now, workingDays, choices],
  );

  const check = (field: BookingField, values: BookingDraft) => {
    const problem = bookingFieldProblem(field, values, rules());
    setProblems((current) => {
      const { [field]: _old, ...others } = current;
      return problem ? { ...others, [field]: problem } : others;
    });
  };

  const change = <F extends BookingField>(field: F, value: BookingDraft[F], badInput = false) => {
    const next = { ...latest.current, [field]: value };
    setDraft(next);
    changed.current.add(field);
    if (field === "date") dateBadInput.current = badInput;
    if (CHECKED_ON_CHANGE.has(field) || problems[field]) check(field, next);
  };

  /** Ticks or unticks a concern, from the latest values (two quick taps both count). */
  const toggleConcern = (value: string, on: boolean) => {
    const concerns = latest.current.concerns.filter((item) => item !== value);
    change("concerns", on ? [...concerns, value] : concerns);
  };

  /** The visitor leaves a field; a date input says whether it holds a date it cannot read. */
  const blur = (field: BookingField, badInput = false) => {
    if (field === "date") {
      dateBadInput.current = badInput;
      if (badInput) changed.current.add(field);
    }
    if (changed.current.has(field)) check(field, latest.current);
  };

  /** Checks every field and sends when all are right; returns the first field with a problem, or null. */
  const book = ({ spam }: { spam: boolean }): BookingField | null => {
    const values = latest.current;
    const found = bookingProblems(values, rules());
    setProblems(found);
    const first = BOOKING_FIELDS.find((field) => found[field]) ?? null;
    if (first) return first;
    setBooked(null);
    void submit(bookingTemplateParams(values, choices, wording), {
      spam,
      onSent: () => {
        setBooked(values);
        setDraft(EMPTY_BOOKING);
        changed.current.clear();
        dateBadInput.current = false;
      },
    });
    return null;
  };

  return { draft, problems, state, booked, change, toggleConcern, blur, book };
}
