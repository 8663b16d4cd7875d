import { isolateGroupedNumbers } from "../grouped-numbers";

const isolated = (number: string) => `\u2066${number}\u2069`;

describe("isolateGroupedNumbers", () => {
  it("isolates phone numbers written in groups, with or without the country code", () => {
    expect(isolateGroupedNumbers("رقم هاتف متحرك إماراتي، مثل 050 123 4567.")).toBe(
      `رقم هاتف متحرك إماراتي، مثل ${isolated("050 123 4567")}.`,
    );
    expect(isolateGroupedNumbers("مثل 050 123 4567 أو +971 50 123 4567.")).toBe(
      `مثل ${isolated("050 123 4567")} أو ${isolated("+971 50 123 4567")}.`,
    );
    expect(isolateGroupedNumbers("اتصل بنا على +971\u00a04\u00a0557\u00a02380")).toBe(
      `اتصل بنا على ${isolated("+971\u00a04\u00a0557\u00a02380")}`,
    );
  });

  it("leaves single numbers, ranges and numbers between words as they are", () => {
    for (const text of ["منذ عام 1999", "من 20 إلى 50 جزءًا في المليون", "7.5–8.5", "3 خطوات و4 مراحل"]) {
      expect(isolateGroupedNumbers(text)).toBe(text);
    }
  });
});
