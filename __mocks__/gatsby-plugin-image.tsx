import React from "react";

type ImageProps = { alt: string; image?: unknown; src?: string; className?: string };

module.exports = {
  GatsbyImage: ({ alt, className }: ImageProps) => React.createElement("img", { alt, className, src: "test-image" }),
  StaticImage: ({ alt, src, className }: ImageProps) => React.createElement("img", { alt, className, src }),
  getImage: (data: unknown) => data ?? undefined,
};
