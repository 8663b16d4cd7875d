import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { LanguageProvider } from "../src/i18n/language-context";
import { DICTIONARIES } from "../src/i18n/dictionaries";
import type { Language } from "../src/lib/languages";
import { QUEUED_SUBMIT_SCRIPT } from "../src/start-up/queued-submit";

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

/**
 * `ui`'s server HTML, as the build writes it. jsdom has a window, so our
 * useBrowserLayoutEffect is React's useLayoutEffect here, which React's server renderer
 * warns about (a real server has none); any other console error fails the test.
 */
export function renderServerHtml(ui: React.ReactElement) {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    const html = renderToString(ui);
    const others = errors.mock.calls.filter(([message]) => !String(message).includes("useLayoutEffect does nothing"));
    expect(others).toEqual([]);
    return html;
  } finally {
    errors.mockRestore();
  }
}

/**
 * `ui`'s server HTML in a container of the document, as a page of `language` is before its
 * scripts start (a test can type into it, or send it); `hydrate` then hydrates it as the
 * page does, under the same provider as renderWithLanguage.
 */
export function serverRendered(ui: React.ReactElement, language: Language = "en") {
  const container = document.createElement("div");
  container.innerHTML = renderServerHtml(
    <LanguageProvider language={language} dictionary={DICTIONARIES[language]}>
      {ui}
    </LanguageProvider>,
  );
  document.body.append(container);
  return { container, hydrate: () => renderWithLanguage(ui, language, { container, hydrate: true }) };
}

/**
 * Runs the early-submit script that holds a form sent before the page's scripts start
 * (src/start-up/queued-submit.ts) as every page does: its text, once, listening on the document.
 */
export const runQueuedSubmitScript = () => new Function(QUEUED_SUBMIT_SCRIPT)();
