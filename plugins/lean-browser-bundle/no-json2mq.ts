/**
 * react-slick imports json2mq (0.4 KB gzip with its dependency) only for its `responsive`
 * setting, which the site does not use: the Carousel decides how many slides show
 * (useVisibleCount, src/hooks/use-media-query.ts). gatsby-node points the browser bundle's
 * import here, so a carousel given `responsive` fails at once instead of half working.
 */
export default function json2mq(): never {
  throw new Error("react-slick's `responsive` setting is not built in: the Carousel sets slidesToShow itself");
}
