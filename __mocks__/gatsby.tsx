import React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
  /** As the router calls it: is the document's path the link's, or under it. */
  getProps?: (state: { isCurrent: boolean; isPartiallyCurrent: boolean }) => Record<string, unknown>;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(({ activeClassName, partiallyActive, replace, to, getProps, ...rest }: LinkProps) => {
      const path = window.location.pathname;
      const state = { isCurrent: path === to, isPartiallyCurrent: path.startsWith(to) };
      return React.createElement("a", { ...rest, ...getProps?.(state), href: to });
    }),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
