import React, { useId, useRef } from "react";
import { useContactForm, type SendForm } from "../../hooks/use-contact-form";
import { sendFailureText } from "../../lib/send-failure";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import { SendFailureAlert } from "./send-failure-alert";
import { NoScriptNote, QueuedSendNotice } from "./form-notes";
import { EARLY_SUBMIT_PROPS, useQueuedSubmit } from "../../hooks/use-queued-submit";
import { useFillIn } from "../../hooks/use-fill-in";
import { isSubmitDisabled } from "../../lib/contact-form-state";
import { HONEYPOT_FIELD, Honeypot, SendButton } from "../ui/send-controls";
import * as styles from "./contact-form.module.css";

export interface ContactFormProps {
  /** Technology names for the optional service list; "Other" (contact.form.otherService) is added. */
  services: readonly string[];
  whatsapp: string;
  phone: string;
  /**
   * Values filled in for the visitor (a product's quotation request), still editable: each
   * goes into its field only while the visitor has left it empty (useFillIn).
   */
  fillIn?: { readonly service: string; readonly message: string };
  /** Replaces EmailJS in tests. */
  send?: SendForm;
}

/**
 * The message form (docs/specification.md sections 3 to 5): name, e-mail and message required,
 * checked by the browser; phone and service optional. Sent before the page's scripts
 * have started, it is sent once they have (useQueuedSubmit); it posts to its own page,
 * never its fields in a URL, and without JavaScript says to call or write on WhatsApp.
 */
export function ContactForm({ services, whatsapp, phone, fillIn, send }: ContactFormProps) {
  const { state, submit } = useContactForm(send);
  const { contact, common } = useDictionary();
  const language = useLanguage();
  const words = contact.form;
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const form = useRef<HTMLFormElement>(null);
  useQueuedSubmit(form);
  useFillIn(form, fillIn);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitDisabled(state)) return;
    const form = event.currentTarget;
    const spam = String(new FormData(form).get(HONEYPOT_FIELD) ?? "").trim() !== "";
    void submit(form, { spam });
  };

  return (
    <form
      ref={form}
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={contact.title}
      {...EARLY_SUBMIT_PROPS}
    >
      <NoScriptNote
        text={contact.noScript}
        whatsapp={whatsapp}
        phone={phone}
        labels={{ ...contact.failure, newTab: common.newTab }}
      />
      {/* Sent with the fields (EmailJS sendForm): the reply can be written in the page's language. */}
      <input type="hidden" name="page_language" value={language} />
      <div className={styles.row}>
        <p className={styles.field}>
          <label htmlFor={field("name")}>{words.name}</label>
          <input id={field("name")} name="user_name" type="text" autoComplete="name" required />
        </p>
        <p className={styles.field}>
          <label htmlFor={field("email")}>{words.email}</label>
          <input id={field("email")} name="user_email" type="email" autoComplete="email" required />
        </p>
      </div>
      <div className={styles.row}>
        <p className={styles.field}>
          <label htmlFor={field("phone")}>
            {words.phone} <span className={styles.optional}>{words.optional}</span>
          </label>
          <input id={field("phone")} name="user_phone" type="tel" autoComplete="tel" />
        </p>
        <p className={styles.field}>
          <label htmlFor={field("service")}>
            {words.service} <span className={styles.optional}>{words.optional}</span>
          </label>
          <select id={field("service")} name="service" defaultValue="">
            <option value="">{words.noService}</option>
            {services.map((service) => (
              <option key={service}>{service}</option>
            ))}
            <option>{words.otherService}</option>
          </select>
        </p>
      </div>
      <p className={styles.field}>
        <label htmlFor={field("message")}>{words.message}</label>
        <textarea id={field("message")} name="message" rows={6} required />
      </p>
      <Honeypot id={field("honeypot")} label={words.honeypot} />
      <QueuedSendNotice text={contact.queued} />
      <div className={styles.actions}>
        <SendButton state={state} labels={contact.submit} className={styles.send} />
        <p role="status" className={styles.status}>
          {state.status === "sent" ? contact.sent : ""}
        </p>
      </div>
      {state.status === "failed" && (
        <SendFailureAlert
          message={sendFailureText(state.failure, contact.failure.reasons)}
          labels={{ ...contact.failure, newTab: common.newTab }}
          whatsapp={whatsapp}
          phone={phone}
        />
      )}
    </form>
  );
}
