import React from "react";
import type { BookingOption } from "../../lib/water-test-booking";
import * as styles from "./booking-form.module.css";

/** The ids that link an input to its hint and message. */
const describedBy = (...ids: Array<string | null | undefined>) => ids.filter(Boolean).join(" ") || undefined;

/** What a field's input needs to be labelled, described and marked invalid. */
export interface InputAria {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FieldProps {
  id: string;
  label: string;
  /** "(optional)" after the label, for a field that may stay empty. */
  optional?: string;
  hint?: string | null;
  error?: string | null;
  children: (aria: InputAria) => React.ReactNode;
}

/** A labelled input, select or text area with its hint and, above the input, its message. */
export function Field({ id, label, optional, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id}>
        {optional ? `${label} ` : label}
        {optional && <span className={styles.optional}>{optional}</span>}
      </label>
      {hint && (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? undefined} className={styles.error}>
          {error}
        </p>
      )}
      {children({ id, "aria-describedby": describedBy(hintId, errorId), ...(error ? { "aria-invalid": true } : {}) })}
    </div>
  );
}

export interface ChoiceGroupProps {
  id: string;
  /** The inputs' name, shared by the group. */
  name: string;
  type: "radio" | "checkbox";
  legend: string;
  hint?: string | null;
  error?: string | null;
  options: readonly BookingOption[];
  /** The values ticked. */
  checked: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}

/** Radio buttons or checkboxes under one legend; the group is described by its hint and message. */
export function ChoiceGroup({ id, name, type, legend, hint, error, options, checked, onToggle }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <fieldset
      className={error ? `${styles.group} ${styles.invalid}` : styles.group}
      aria-describedby={describedBy(hintId, errorId)}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? undefined} className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type={type}
              // Checkboxes share a name as a list does ("concerns[]"); radio buttons share theirs.
              name={type === "checkbox" ? `${name}[]` : name}
              value={option.value}
              checked={checked.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId ?? undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One checkbox with its label beside it and its message above it (consent). */
export function CheckboxField({ id, name, label, error, checked, onChange }: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? `${styles.consent} ${styles.invalid}` : styles.consent}>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <label className={styles.option}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          required
        />
        <span>{label}</span>
      </label>
    </div>
  );
}
