import { quotePrefill } from "../../src/lib/quote-request";

const products = [
  { slug: "uv-sterilizer", name: "UV Sterilizer", technologies: [{ name: "UV Disinfection" }] },
  {
    slug: "ro-plant",
    name: "Commercial RO Plant",
    technologies: [{ name: "Pre-treatment" }, { name: "Reverse Osmosis" }],
  },
];
const services = ["Reverse Osmosis", "UV Disinfection"];
const template = "Hello, I would like a quotation for the [product].";

describe("quotePrefill", () => {
  it("fills the product's first technology that is a service, and a message naming it", () => {
    expect(quotePrefill("?quote=ro-plant", products, services, template)).toEqual({
      service: "Reverse Osmosis",
      message: "Hello, I would like a quotation for the Commercial RO Plant.",
    });
  });

  it("leaves the service empty when none of the product's technologies is offered", () => {
    expect(quotePrefill("?quote=uv-sterilizer", products, ["Reverse Osmosis"], template)?.service).toBe("");
  });

  it("fills nothing without a quote, or for a product that does not exist", () => {
    expect(quotePrefill("", products, services, template)).toBeNull();
    expect(quotePrefill("?quote=nothing", products, services, template)).toBeNull();
    expect(quotePrefill("?q=ro-plant", products, services, template)).toBeNull();
  });
});
