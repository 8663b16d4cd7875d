import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { graphql } from "gatsby";
import { useBookingForm, type SendBooking } from "../../hooks/use-booking-form";
import { BOOKING_MAX_DAYS_AHEAD } from "../../lib/constants";
import { bookingDateBounds, weekdayOf } from "../../lib/booking-date";
import { isSubmitDisabled, submitLabel } from "../../lib/contact-form-state";
import { fillTemplate } from "../../lib/template";
import { LANGUAGE_INFO } from "../../lib/languages";
import {
  bookingConfirmation,
  bookingWhatsappHref,
  type BookingChoices,
  type BookingField,
  type BookingWording,
} from "../../lib/water-test-booking";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import { HONEYPOT_FIELD } from "../contact/contact-form";
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
  /** data/company.json areaServed, in its order. */
  emirates: readonly string[];
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
      emirates,
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
  const { draft, problems, state, booked, change, toggleConcern, blur, book } = useBookingForm({
    choices,
    wording,
    workingDays,
    send,
    now,
    form,
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
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-honeypot`}>{text.honeypot}</label>
        <input id={`${id}-honeypot`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <QueuedSendNotice text={waterTest.queued} />
      <div className={styles.actions}>
        <button
          type="submit"
          className={state.status === "sent" ? `${styles.submit} ${styles.sent}` : styles.submit}
          disabled={isSubmitDisabled(state)}
        >
          {submitLabel(state, text.submit)}
        </button>
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

/** Every text of the form (src/components/water-test/booking-text.ts describes the same shape). */
export const query = graphql`
  fragment BookingFormText on BookingForm {
    title
    intro
    requiredNote
    optional
    fields {
      name {
        label
        errors {
          missing
        }
      }
      phone {
        label
        hint
        placeholder
        errors {
          empty
          format
          notMobile
        }
      }
      email {
        label
        hint
        errors {
          format
        }
      }
      emirate {
        label
        placeholder
        errors {
          missing
        }
      }
      area {
        label
        placeholder
        errors {
          missing
        }
      }
      propertyType {
        ...BookingChoiceText
      }
      waterSource {
        ...BookingChoiceText
      }
      concerns {
        ...BookingChoiceText
      }
      date {
        label
        hint
        errors {
          missing
          invalid
          past
          tooFar
          closedDay
        }
      }
      timeWindow {
        label
        placeholder
        windows {
          value
          label
          from
          to
        }
        errors {
          missing
        }
      }
      consent {
        label
        errors {
          missing
        }
      }
    }
    honeypot
    submit {
      idle
      sending
      sent
    }
    confirmation
    whatsapp {
      text
      link
      newTab
      message
    }
    failure {
      title
      kept
      whatsapp
      call
      reasons {
        rateLimited
        headless
        blocked
        network
        timeout
        server
        notConfigured
        unexpected
      }
    }
  }

  fragment BookingChoiceText on BookingChoiceField {
    legend
    hint
    options {
      value
      label
    }
    errors {
      missing
    }
  }
`;
