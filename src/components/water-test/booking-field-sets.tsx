import React from "react";
import type { useBookingForm } from "../../hooks/use-booking-form";
import type { BookingField } from "../../lib/water-test-booking";
import { timeWindowLabel } from "../../lib/booking-messages";
import { useDictionary } from "../../i18n/language-context";
import { ChoiceGroup, Field } from "./booking-fields";
import type { BookingFormText } from "./booking-text";
import { EMIRATE_CHOICE_SCRIPT, EMIRATE_SLUG_ATTRIBUTE } from "../../start-up/emirate-choice";
import * as styles from "./booking-form.module.css";

type BookingFormData = ReturnType<typeof useBookingForm>;

/** What each set of fields needs from the form. */
export interface BookingFieldsProps {
  text: BookingFormText["fields"];
  draft: BookingFormData["draft"];
  /** The message of a field's problem, or null. */
  error: (field: BookingField) => string | null;
  change: BookingFormData["change"];
  toggleConcern: BookingFormData["toggleConcern"];
  blur: BookingFormData["blur"];
  fieldId: (field: BookingField) => string;
}

/** Who the visitor is and where the water is: name, mobile, e-mail, emirate, area. */
export function BookingContactFields({
  text: f,
  draft,
  error,
  change,
  blur,
  fieldId,
  emirates,
  optional,
}: BookingFieldsProps & { emirates: readonly { name: string; slug: string | null }[]; optional: string }) {
  const textInput = (field: "name" | "phone" | "email" | "area") => ({
    name: field,
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
    onBlur: () => blur(field),
  });
  return (
    <>
      <Field id={fieldId("name")} label={f.name.label} error={error("name")}>
        {(aria) => <input {...aria} {...textInput("name")} type="text" autoComplete="name" required />}
      </Field>
      <div className={styles.row}>
        <Field id={fieldId("phone")} label={f.phone.label} hint={f.phone.hint} error={error("phone")}>
          {(aria) => (
            <input
              {...aria}
              {...textInput("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={f.phone.placeholder}
              required
            />
          )}
        </Field>
        <Field
          id={fieldId("email")}
          label={f.email.label}
          optional={optional}
          hint={f.email.hint}
          error={error("email")}
        >
          {(aria) => <input {...aria} {...textInput("email")} type="email" autoComplete="email" />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id={fieldId("emirate")} label={f.emirate.label} error={error("emirate")}>
          {(aria) => (
            <>
              <select
                {...aria}
                name="emirate"
                autoComplete="address-level1"
                value={draft.emirate}
                onChange={(event) => change("emirate", event.currentTarget.value)}
                onBlur={() => blur("emirate")}
                required
              >
                <option value="">{f.emirate.placeholder}</option>
                {emirates.map(({ name, slug }) => (
                  <option key={name} {...(slug ? { [EMIRATE_SLUG_ATTRIBUTE]: slug } : {})}>
                    {name}
                  </option>
                ))}
              </select>
              {/* Chooses the emirate a link names before the page's scripts start (src/start-up/emirate-choice.ts). */}
              <script dangerouslySetInnerHTML={{ __html: EMIRATE_CHOICE_SCRIPT }} />
            </>
          )}
        </Field>
        <Field id={fieldId("area")} label={f.area.label} error={error("area")}>
          {(aria) => (
            <input
              {...aria}
              {...textInput("area")}
              type="text"
              // The district within the emirate (the city is the emirate, address-level1).
              autoComplete="address-level3"
              placeholder={f.area.placeholder ?? undefined}
              required
            />
          )}
        </Field>
      </div>
    </>
  );
}

/** The visit: property, water source, concerns, date and time. */
export function BookingVisitFields({
  text: f,
  draft,
  error,
  change,
  toggleConcern,
  blur,
  fieldId,
  dateBounds,
  dateHint,
}: BookingFieldsProps & { dateBounds: { min: string; max: string } | null; dateHint: string }) {
  const { waterTest } = useDictionary();
  return (
    <>
      {(["propertyType", "waterSource"] as const).map((field) => (
        <ChoiceGroup
          key={field}
          id={fieldId(field)}
          name={field}
          type="radio"
          legend={f[field].legend}
          hint={f[field].hint}
          error={error(field)}
          options={f[field].options}
          checked={[draft[field]]}
          onToggle={(value) => change(field, value)}
        />
      ))}
      <ChoiceGroup
        id={fieldId("concerns")}
        name="concerns"
        type="checkbox"
        legend={f.concerns.legend}
        hint={f.concerns.hint}
        error={error("concerns")}
        options={f.concerns.options}
        checked={draft.concerns}
        onToggle={toggleConcern}
      />
      <div className={styles.row}>
        <Field id={fieldId("date")} label={f.date.label} hint={dateHint} error={error("date")}>
          {(aria) => (
            <input
              {...aria}
              name="date"
              type="date"
              value={draft.date}
              min={dateBounds?.min}
              max={dateBounds?.max}
              onChange={(event) => change("date", event.currentTarget.value, event.currentTarget.validity.badInput)}
              onBlur={(event) => blur("date", event.currentTarget.validity.badInput)}
              required
            />
          )}
        </Field>
        <Field id={fieldId("timeWindow")} label={f.timeWindow.label} error={error("timeWindow")}>
          {(aria) => (
            <select
              {...aria}
              name="timeWindow"
              value={draft.timeWindow}
              onChange={(event) => change("timeWindow", event.currentTarget.value)}
              onBlur={() => blur("timeWindow")}
              required
            >
              <option value="">{f.timeWindow.placeholder}</option>
              {f.timeWindow.windows.map((window) => (
                <option key={window.value} value={window.value}>
                  {timeWindowLabel(window, waterTest.timeWindow)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </>
  );
}
