import React from "react";
import { QUEUED_NOTICE_ATTRIBUTE, QUEUED_SUBMIT_SCRIPT } from "../../start-up/queued-submit";
import { ContactWays, type ContactWaysLabels } from "./contact-ways";
import * as styles from "./form-notes.module.css";

/**
 * Says that a form sent before the page's scripts started will be sent once they have:
 * rendered hidden, shown by the script beside it when it holds the submit, hidden again by
 * useQueuedSubmit when it sends (src/start-up/queued-submit.ts). The script comes with the
 * notice, before the form's send button, so it listens before the button can be pressed,
 * and only pages with such a form carry it.
 */
export function QueuedSendNotice({ text }: { text: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: QUEUED_SUBMIT_SCRIPT }} />
      <p role="status" className={styles.queued} hidden {...{ [QUEUED_NOTICE_ATTRIBUTE]: "" }}>
        {text}
      </p>
    </>
  );
}

export interface NoScriptNoteProps {
  /** That sending the form needs JavaScript, before the other ways. */
  text: string;
  whatsapp: string;
  phone: string;
  labels: ContactWaysLabels;
}

/**
 * Without JavaScript a form cannot be sent (the forms send through EmailJS from the
 * browser; the server answers a post with the page again): says so and offers WhatsApp
 * and a call. Browsers running scripts never show it.
 */
export function NoScriptNote({ text, whatsapp, phone, labels }: NoScriptNoteProps) {
  return (
    <noscript>
      <div className={styles.noscript}>
        <p>{text}</p>
        <ContactWays whatsapp={whatsapp} phone={phone} labels={labels} />
      </div>
    </noscript>
  );
}
