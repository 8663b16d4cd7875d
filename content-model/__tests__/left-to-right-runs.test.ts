import { isolateLeftToRightRuns } from "../left-to-right-runs";

/** A run as the page gets it: isolated, "_" a no-break space. */
const isolated = (run: string) => `\u2066${run.replace(/_/g, "\u00a0")}\u2069`;

describe("isolateLeftToRightRuns", () => {
  it("isolates phone numbers written in groups, with or without the country code, on one line", () => {
    expect(isolateLeftToRightRuns("رقم هاتف متحرك إماراتي، مثل 050 123 4567.")).toBe(
      `رقم هاتف متحرك إماراتي، مثل ${isolated("050_123_4567")}.`,
    );
    expect(isolateLeftToRightRuns("مثل 050 123 4567 أو +971 50 123 4567.")).toBe(
      `مثل ${isolated("050_123_4567")} أو ${isolated("+971_50_123_4567")}.`,
    );
    expect(isolateLeftToRightRuns("اتصل بنا على +971\u00a04\u00a0557\u00a02380")).toBe(
      `اتصل بنا على ${isolated("+971_4_557_2380")}`,
    );
  });

  it("isolates measurements in Latin units, ranges too, each on its own", () => {
    expect(isolateLeftToRightRuns("حرارة محيطة تبلغ 50°C.")).toBe(`حرارة محيطة تبلغ ${isolated("50°C")}.`);
    expect(isolateLeftToRightRuns("220–240 V، 50 Hz؛ 500 W للتسخين")).toBe(
      `${isolated("220–240_V")}، ${isolated("50_Hz")}؛ ${isolated("500_W")} للتسخين`,
    );
    expect(isolateLeftToRightRuns("3.5–35 kW (1–10 TR)")).toBe(`${isolated("3.5–35_kW")} (${isolated("1–10_TR")})`);
    expect(isolateLeftToRightRuns("باردة 5–10°C بمعدل 2 L/h")).toBe(
      `باردة ${isolated("5–10°C")} بمعدل ${isolated("2_L/h")}`,
    );
    expect(isolateLeftToRightRuns("من 1,000-15,000 ppm و1.5–3 m³/h")).toBe(
      `من ${isolated("1,000-15,000_ppm")} و${isolated("1.5–3_m³/h")}`,
    );
    expect(isolateLeftToRightRuns("عند 18.2 MΩ·cm لتحاليل")).toBe(`عند ${isolated("18.2_MΩ·cm")} لتحاليل`);
  });

  it("isolates dimensions as one run, breakable at their × only, the unit kept with its number", () => {
    expect(isolateLeftToRightRuns("طراز المنضدة 300 × 350 × 500 mm؛ الطراز الأرضي")).toBe(
      `طراز المنضدة ${isolated("300 × 350 × 500_mm")}؛ الطراز الأرضي`,
    );
    expect(isolateLeftToRightRuns("مقاس 1 (Ø 180 × 430 mm) و8040 (Ø 200 × 1,016 mm)")).toBe(
      `مقاس 1 (${isolated("Ø 180 × 430_mm")}) و8040 (${isolated("Ø 200 × 1,016_mm")})`,
    );
    expect(isolateLeftToRightRuns("20 ft (6,058 × 2,438 × 2,591 mm)")).toBe(
      `${isolated("20_ft")} (${isolated("6,058 × 2,438 × 2,591_mm")})`,
    );
  });

  it("leaves single numbers, ranges without a Latin unit, numbers between words and Latin names as they are", () => {
    for (const text of [
      "منذ عام 1999",
      "من 20 إلى 50 جزءًا في المليون",
      "7.5–8.5",
      "3 خطوات و4 مراحل",
      "غاز التبريد R-410A",
      "معيار NSF/ANSI 58",
      "تعقيم بنسبة 99.99%",
    ]) {
      expect(isolateLeftToRightRuns(text)).toBe(text);
    }
  });
});
