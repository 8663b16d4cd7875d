import { stepActive } from "../../src/lib/active-option";

describe("stepActive", () => {
  it("starts at the first option going down and at the last going up", () => {
    expect(stepActive(-1, "ArrowDown", 4)).toBe(0);
    expect(stepActive(-1, "ArrowUp", 4)).toBe(3);
  });

  it("moves one option and wraps around at both ends", () => {
    expect(stepActive(1, "ArrowDown", 4)).toBe(2);
    expect(stepActive(3, "ArrowDown", 4)).toBe(0);
    expect(stepActive(2, "ArrowUp", 4)).toBe(1);
    expect(stepActive(0, "ArrowUp", 4)).toBe(3);
  });

  it("highlights nothing in an empty list, and starts afresh when the list has shrunk below the highlight", () => {
    expect(stepActive(-1, "ArrowDown", 0)).toBe(-1);
    expect(stepActive(2, "ArrowUp", 0)).toBe(-1);
    expect(stepActive(5, "ArrowDown", 3)).toBe(0);
  });
});
