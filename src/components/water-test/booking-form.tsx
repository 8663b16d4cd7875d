import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { useBookingForm, type SendBooking } from "../../hooks/use-booking-form";
import { BOOKING_MAX_DAYS_AHEAD } from "../../lib/constants";
import { bookingDateBounds, weekdayOf } from "../../lib/booking-date";
import { fillTemplate } from "../../lib/template";
import { LANGUAGE_INFO } from "../../lib/languages";
import type { BookingChoices, BookingField, BookingWording } from "../../lib/water-test-booking";
import { bookingConfirmation, bookingWhatsappHref } from "../../lib/booking-messages";
import { emirateFromSearch, type EmirateRef } from "../../lib/emirates";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import { isSubmitDisabled } from "../../lib/contact-form-state";
import { HONEYPOT_FIELD, Honeypot, SendButton } from "../ui/send-controls";
import { NoScriptNote, QueuedSendNotice } from "../contact/form-notes";
import { EARLY_SUBMIT_PROPS, useQueuedSubmit } from "../../hooks/use-queued-submit";
import { BookingOutcome } from "./booking-outcome";
import { CheckboxField } from "./booking-fields";
import { BookingContactFields, BookingVisitFields, type BookingFieldsProps } from "./booking-field-sets";
import type { BookingFormText } from "./booking-text";
import * as styles from "./booking-form.module.css";
import { PhoneNumber } from "../ui/phone-number";

export interface BookingFormProps {
  text: BookingFormText;
  /**
   * data/company.json areaServed, in its order, each with its page's slug: a link to the page
   * with ?emirate=<slug> opens the form with that emirate chosen (src/lib/emirates.ts).
   */
  emirates: readonly { name: string; slug: string | null }[];
  /** data/company.json openingHours.days. */
  workingDays: readonly string[];
  /** "Monday to Saturday, 8:00 to 18:00", for the date's hint. */
  openingHours: string;
  whatsapp: string;
  phone: string;
  /** Replaces EmailJS in tests. */
  send?: SendBooking;
  /** The current time; tests pass a fixed one. */
  now?: () => Date;
}

const systemNow = () => new Date();

/**
 * The free water test booking: checked by the page (noValidate), with a message per
 * problem next to its field and the focus on the first one; sent as template
 * parameters; a confirmation repeating the booking back; a WhatsApp link carrying what
 * is filled in so far. Entered or sent before the page's scripts have started, it keeps
 * what was entered and is sent once they have (useQueuedSubmit); it posts to its own
 * page, never its fields in a URL, and without JavaScript offers WhatsApp and a call.
 */
export function BookingForm({
  text,
  emirates,
  workingDays,
  openingHours,
  whatsapp,
  phone,
  send,
  now = systemNow,
}: BookingFormProps) {
  const f = text.fields;
  const choices = useMemo<BookingChoices>(
    () => ({
      emirates: emirates.map((emirate) => emirate.name),
      propertyTypes: f.propertyType.options,
      waterSources: f.waterSource.options,
      concerns: f.concerns.options,
      timeWindows: f.timeWindow.windows,
    }),
    [emirates, f],
  );
  // Dates, time windows and days in the page's language (its interface dictionary and locale).
  const { waterTest, common } = useDictionary();
  const language = useLanguage();
  const wording = useMemo<BookingWording>(
    () => ({ language, locale: LANGUAGE_INFO[language].intl, timeWindow: waterTest.timeWindow }),
    [language, waterTest],
  );
  const form = useRef<HTMLFormElement>(null);
  // The emirate a link chose (?emirate=dubai), read in the browser as the form starts.
  const chosenByLink = useMemo(() => {
    const linkable = emirates.filter((emirate): emirate is EmirateRef => emirate.slug !== null);
    return () => emirateFromSearch(window.location.search, linkable);
  }, [emirates]);
  const { draft, problems, state, booked, change, toggleConcern, blur, book } = useBookingForm({
    choices,
    wording,
    workingDays,
    send,
    now,
    form,
    chosenByLink,
  });
  useQueuedSubmit(form);
  const id = useId();
  const fieldId = (name: BookingField) => `${id}-${name}`;

  // The focus goes to the first field with a problem once its message is on screen.
  const [focusRequest, setFocusRequest] = useState<{ field: BookingField } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const { field } = focusRequest;
    form.current?.querySelector<HTMLElement>(`[name="${field}"], [name="${field}[]"]`)?.focus();
  }, [focusRequest]);

  // In the browser only: the static page is built long before anyone books.
  const [bounds, setBounds] = useState<{ min: string; max: string } | null>(null);
  useEffect(() => setBounds(bookingDateBounds(now())), [now]);

  const weekday = weekdayOf(draft.date);
  const slots = {
    maxDays: String(BOOKING_MAX_DAYS_AHEAD),
    day: weekday ? common.weekdays[weekday] : "",
    openingHours,
  };
  const error = (field: BookingField) => {
    const problem = problems[field];
    return problem ? fillTemplate((f[field].errors as Record<string, string>)[problem], slots) : null;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitDisabled(state)) return;
    const spam = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "").trim() !== "";
    const first = book({ spam });
    if (first) setFocusRequest({ field: first });
  };

  const fields: BookingFieldsProps = { text: f, draft, error, change, toggleConcern, blur, fieldId };
  const chatHref = bookingWhatsappHref(whatsapp, text.whatsapp.message, draft, choices, wording);

  return (
    <form
      ref={form}
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={text.title}
      noValidate
      {...EARLY_SUBMIT_PROPS}
    >
      <NoScriptNote
        text={waterTest.noScript}
        whatsapp={chatHref}
        phone={phone}
        labels={{ ...text.failure, newTab: text.whatsapp.newTab }}
      />
      <p className={styles.note}>{text.requiredNote}</p>
      <BookingContactFields {...fields} emirates={emirates} optional={text.optional} />
      <BookingVisitFields {...fields} dateBounds={bounds} dateHint={fillTemplate(f.date.hint, slots)} />
      <CheckboxField
        id={fieldId("consent")}
        name="consent"
        label={f.consent.label}
        error={error("consent")}
        checked={draft.consent}
        onChange={(checked) => change("consent", checked)}
      />
      <Honeypot id={`${id}-honeypot`} label={text.honeypot} />
      <QueuedSendNotice text={waterTest.queued} />
      <div className={styles.actions}>
        <SendButton state={state} labels={text.submit} className={styles.send} />
      </div>
      <BookingOutcome
        state={state}
        confirmation={
          booked
            ? bookingConfirmation(text.confirmation, booked, choices, wording, (number) => (
                <PhoneNumber key="phone" phone={number} />
              ))
            : null
        }
        chatHref={chatHref}
        phone={phone}
        text={text}
      />
    </form>
  );
}
