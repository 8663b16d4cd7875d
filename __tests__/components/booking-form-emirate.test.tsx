import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingForm } from "../../src/components/water-test/booking-form";
import { renderWithLanguage, serverRendered } from "../test-utils";
import { fields, props, quietConsoleErrors, text } from "./booking-form-setup";

/**
 * The booking form opened from an emirate's page (booking-form-setup.ts): the link's emirate
 * chosen, in the browser and in the server HTML before hydration.
 */

quietConsoleErrors();

describe("opened from an emirate's page (?emirate=<slug>)", () => {
  const at = (search: string) => window.history.replaceState(null, "", `/water-test/${search}`);
  afterEach(() => at(""));

  test("a form rendered in the browser starts with the link's emirate chosen, in the WhatsApp message too", () => {
    at("?emirate=ras-al-khaimah");
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    expect(fields().emirate).toHaveValue("Ras Al Khaimah");
    const link = screen.getByRole("link", { name: new RegExp(text.whatsapp.link) });
    expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toContain("Ras Al Khaimah");
  });

  test("a slug of no emirate chooses nothing", () => {
    at("?emirate=doha");
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    expect(fields().emirate).toHaveValue("");
  });

  test("server HTML: the script after the select chooses it before hydration, and the form keeps it after", async () => {
    at("?emirate=sharjah");
    const user = userEvent.setup({ delay: null });
    const page = serverRendered(<BookingForm {...props} send={jest.fn()} />);
    const select = page.container.querySelector<HTMLSelectElement>('select[name="emirate"]')!;
    expect(select).toHaveValue("");
    // jsdom does not run scripts set as HTML: run it as the browser does, right after the select.
    const script = select.nextElementSibling as HTMLScriptElement;
    new Function("document", "location", script.textContent ?? "")({ currentScript: script }, window.location);
    expect(select).toHaveValue("Sharjah");
    page.hydrate();
    await user.click(fields().name);
    await user.tab();
    expect(fields().emirate).toHaveValue("Sharjah");
  });
});
