import { plusFigure, truncate } from "../../src/lib/text";

describe("truncate", () => {
  it("keeps a text of 50 characters or fewer as it is", () => {
    const fifty = "x".repeat(50);
    expect(truncate(fifty)).toEqual({ text: fifty, truncated: false });
  });

  it("cuts a longer text to 50 characters plus an ellipsis", () => {
    const text = "The softener has made a real difference to our villa and the kettle is clean.";
    const result = truncate(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${text.slice(0, 50)}…`);
    expect(result.text.length).toBe(51);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncate(`${"a".repeat(49)} bcd`).text).toBe(`${"a".repeat(49)}…`);
  });

  it("accepts another limit", () => {
    expect(truncate("abcdef", 3)).toEqual({ text: "abc…", truncated: true });
  });
});

test("plusFigure", () => {
  expect(plusFigure(5000)).toBe("5,000+");
  expect(plusFigure(35)).toBe("35+");
});
