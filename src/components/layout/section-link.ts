import type { LinkGetProps } from "@reach/router";

/**
 * A navigation link's props by where the visitor is: in its section (the page or one under
 * it, or the page itself where `partially` is false) it carries `activeClassName` and tells
 * assistive technology so, `aria-current="page"` on the section's own page and "true" on a
 * page under it (the router marks only the exact page by itself). For Gatsby Link's getProps.
 */
export function sectionLinkProps(className: string, activeClassName: string, partially: boolean) {
  return ({ isCurrent, isPartiallyCurrent }: LinkGetProps) => {
    const inSection = partially ? isPartiallyCurrent : isCurrent;
    return inSection
      ? {
          className: `${className} ${activeClassName}`,
          "aria-current": isCurrent ? ("page" as const) : ("true" as const),
        }
      : { className };
  };
}
