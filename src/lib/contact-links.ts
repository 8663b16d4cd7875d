/** Links built from company facts: tel:, mailto: and the WhatsApp chat. */
import { fillTemplate } from "./template";

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/**
 * A phone number as link text: its spaces become non-breaking, so the number never
 * wraps across lines (and text after "Call" stays with it).
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** A wa.me link with a pre-filled message (URL-encoded). */
export function whatsappHref(base: string, message?: string): string {
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The pre-filled enquiry for a product: `template` (the dictionary's product.whatsappEnquiry) names it as [product]. */
export function productEnquiry(productName: string, template: string): string {
  return fillTemplate(template, { product: productName });
}
