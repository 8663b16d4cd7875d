import { useEffect, type RefObject } from "react";

/**
 * Values a page fills in for the visitor once it knows them, after hydration (a product's
 * quotation request, read from the URL the static HTML did not have). Each goes into its
 * field only while the field is empty, so nothing typed or chosen before, with or without
 * the page's scripts, is ever replaced; it also becomes the field's default, which is what
 * the form goes back to when it is reset after sending. The form is not rendered again.
 * `values`: field name -> value; keep it the same object while it means the same values
 * (a state), since a new object fills in again.
 */
export function useFillIn(form: RefObject<HTMLFormElement>, values: Readonly<Record<string, string>> | undefined) {
  useEffect(() => {
    if (!form.current || !values) return;
    for (const [name, value] of Object.entries(values)) {
      const field = form.current.elements.namedItem(name);
      if (!value || !isTextOrChoice(field) || field.value !== "") continue;
      if (field instanceof HTMLSelectElement) {
        const option = Array.from(field.options).find((candidate) => candidate.value === value);
        if (!option) continue;
        option.defaultSelected = true;
      } else {
        field.defaultValue = value;
      }
      field.value = value;
    }
  }, [form, values]);
}

function isTextOrChoice(field: unknown): field is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return (
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
  );
}
