import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { LanguageProvider } from "../src/i18n/language-context";
import { DICTIONARIES } from "../src/i18n/dictionaries";
import type { Language } from "../src/lib/languages";

/**
 * Renders `ui` as a page of `language` does: under the LanguageProvider that src/wrap-page.tsx
 * puts around every page, with that language's dictionary. `rerender` keeps the provider.
 */
export function renderWithLanguage(
  ui: React.ReactElement,
  language: Language = "en",
  options: Omit<RenderOptions, "wrapper"> = {},
) {
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <LanguageProvider language={language} dictionary={DICTIONARIES[language]}>
        {children}
      </LanguageProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
