import React from "react";
import { render } from "@testing-library/react";
import { Icon } from "../../src/components/ui/icon";

describe("Icon", () => {
  it("draws a symbol of the sprite, 1em in the text colour, hidden from assistive technology", () => {
    const { container } = render(<Icon name="phone" className="extra" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).toHaveAttribute("width", "1em");
    expect(svg).toHaveAttribute("fill", "currentColor");
    expect(svg).toHaveClass("extra");
    // jest maps imported files to "test-file-stub"; the build gives the sprite's hashed URL.
    expect(svg?.querySelector("use")).toHaveAttribute("href", "test-file-stub#phone");
  });
});
