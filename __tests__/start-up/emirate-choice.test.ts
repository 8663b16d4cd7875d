/**
 * The inline script that chooses the linked emirate in the server HTML's select, run as the
 * browser runs it: right after the select, with the page's location.
 */
import { EMIRATE_CHOICE_SCRIPT, EMIRATE_SLUG_ATTRIBUTE } from "../../src/start-up/emirate-choice";

function selectAfterScript(search: string, chosen = ""): HTMLSelectElement {
  document.body.innerHTML = `
    <select name="emirate">
      <option value="">Choose your emirate</option>
      <option ${EMIRATE_SLUG_ATTRIBUTE}="dubai">Dubai</option>
      <option ${EMIRATE_SLUG_ATTRIBUTE}="ras-al-khaimah">رأس الخيمة</option>
    </select><script></script>`;
  const select = document.querySelector("select") as HTMLSelectElement;
  select.value = chosen;
  const script = document.querySelector("script");
  new Function("document", "location", EMIRATE_CHOICE_SCRIPT)({ currentScript: script }, { search });
  return select;
}

test("chooses the option the link's slug names", () => {
  expect(selectAfterScript("?emirate=ras-al-khaimah").value).toBe("رأس الخيمة");
  expect(selectAfterScript("?a=1&emirate=dubai#book").value).toBe("Dubai");
});

test("leaves the select as it is without the parameter, for an unknown slug or a choice already made", () => {
  expect(selectAfterScript("").value).toBe("");
  expect(selectAfterScript("?emirate=doha").value).toBe("");
  expect(selectAfterScript("?emirate=%E0%A4%A").value).toBe("");
  expect(selectAfterScript("?emirate=dubai", "رأس الخيمة").value).toBe("رأس الخيمة");
});
