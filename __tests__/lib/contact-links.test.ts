import { mailHref, phoneText, productEnquiry, telHref, whatsappHref } from "../../src/lib/contact-links";
import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";

const enquiry = en.product.whatsappEnquiry;

test("telHref keeps only the plus sign and digits", () => {
  expect(telHref("+971 4 557 2380")).toBe("tel:+97145572380");
});

test("mailHref", () => {
  expect(mailHref("info@pureoasis.ae")).toBe("mailto:info@pureoasis.ae");
});

describe("whatsappHref", () => {
  it("returns the chat link unchanged without a message", () => {
    expect(whatsappHref("https://wa.me/971505572380")).toBe("https://wa.me/971505572380");
  });

  it("URL-encodes the pre-filled message", () => {
    const href = whatsappHref("https://wa.me/971505572380", productEnquiry("UV Sterilizer & Filter", enquiry));
    expect(href.startsWith("https://wa.me/971505572380?text=")).toBe(true);
    expect(href).not.toContain(" ");
    expect(decodeURIComponent(href.split("?text=")[1])).toBe(productEnquiry("UV Sterilizer & Filter", enquiry));
  });
});

test("the product enquiry asks for pricing, availability and delivery in the UAE", () => {
  const message = productEnquiry("Portable RO System", enquiry);
  expect(message).toBe(
    "Hello, I am interested in the Portable RO System. Could you please share its pricing, availability and delivery options in the UAE?",
  );
});

test("the product enquiry in Arabic names the product where Arabic puts it", () => {
  const message = productEnquiry("نظام التناضح العكسي المحمول", ar.product.whatsappEnquiry);
  expect(message).toContain("بمنتج نظام التناضح العكسي المحمول.");
  expect(message).not.toContain("[product]");
});

test("phoneText keeps the number on one line: spaces become non-breaking", () => {
  expect(phoneText("+971 4 557 2380")).toBe("+971\u00a04\u00a0557\u00a02380");
});
