import React from "react";
import { phoneText } from "../../lib/contact-links";
import { fillTemplateParts } from "../../lib/template";

/**
 * A phone number as the page writes it: on one line, and left to right inside text of
 * either direction (the dir attribute isolates it; in an Arabic sentence "+971 4 123 4567"
 * would otherwise read "4567 123 4 971+").
 */
export function PhoneNumber({ phone }: { phone: string }) {
  return <span dir="ltr">{phoneText(phone)}</span>;
}

/** A short text naming the number ("Call [phone]"), kept on one line, the number isolated. */
export function PhoneText({ template, phone }: { template: string; phone: string }) {
  return (
    <>
      {fillTemplateParts<React.ReactNode>(template, { phone: <PhoneNumber key="phone" phone={phone} /> }).map((part) =>
        typeof part === "string" ? phoneText(part) : part,
      )}
    </>
  );
}
